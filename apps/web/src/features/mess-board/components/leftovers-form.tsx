import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { categoryName } from '@/components/ui/category-badge';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useSaveLeftovers } from '../api/save-leftovers';
import { kitchenText } from '../kitchen/messages';

interface LeftoversFormProps {
  date: string;
  sitting: Sitting;
  recorded: { cooked: number; left: number } | null;
  /** A starting number of portions cooked: the suggestion, until something is recorded. */
  suggested: number;
}

/** Portions cooked and left after a sitting started; the card then shows the waste. */
export function LeftoversForm({ date, sitting, recorded, suggested }: LeftoversFormProps) {
  const id = useId();
  const [cooked, setCooked] = useState(String(recorded?.cooked ?? suggested));
  const [left, setLeft] = useState(String(recorded?.left ?? 0));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLeftovers();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entry = { date, sitting, cooked: Number(cooked), left: Number(left) };
    if (entry.left > entry.cooked) {
      setProblem(t(kitchenText.tooMany));
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(entry);
      toast.success(t(kitchenText.saved));
    } catch (error) {
      setProblem(failureText(error, t(kitchenText.saveFailed)));
    }
  }

  const field = (
    key: 'cooked' | 'left',
    label: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${key}`} className="mb-1 block text-xs font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        value={value}
        onChange={(event) => set(event.target.value)}
        className={`${fieldClass} py-2`}
      />
    </div>
  );

  return (
    <form
      onSubmit={submit}
      aria-label={t(kitchenText.leftoversLabel, { sitting: categoryName(sitting) })}
      className="space-y-2 print:hidden"
    >
      <div className="grid grid-cols-2 gap-2">
        {field('cooked', t(kitchenText.cooked), cooked, setCooked)}
        {field('left', t(kitchenText.leftOver), left, setLeft)}
      </div>
      <button
        type="submit"
        disabled={save.isPending}
        className={buttonClass('secondary', 'md', 'w-full')}
      >
        {recorded ? t(kitchenText.update) : t(kitchenText.record)}
      </button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
