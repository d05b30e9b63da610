import type { MenuSitting } from '@messmate/shared/schemas/menu';
import type { Meal } from '@messmate/shared/schemas/meal';
import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { usePlanSitting } from '../api/plan-sitting';
import { plannerText } from '../planner/messages';
import { MealPicker } from './meal-picker';

interface PlanEditorProps {
  date: string;
  sitting: Sitting;
  planned: MenuSitting | undefined;
  catalogue: readonly Meal[];
  onDone: () => void;
}

/** Picks one sitting's dishes and note, saves them, or takes the sitting off the menu. */
export function PlanEditor({ date, sitting, planned, catalogue, onDone }: PlanEditorProps) {
  const id = useId();
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set(planned?.meals.flatMap((meal) => (meal._id ? [meal._id] : [])) ?? []),
  );
  const [note, setNote] = useState(planned?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const plan = usePlanSitting();

  const toggle = (mealId: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(mealId)) next.add(mealId);
      return next;
    });

  async function send(mealIds: string[]) {
    setProblem(null);
    try {
      await plan.mutateAsync({ date, sitting, mealIds, note: note.trim() });
      toast.success(mealIds.length > 0 ? t(plannerText.saved) : t(plannerText.removed));
      onDone();
    } catch (error) {
      setProblem(failureText(error, t(plannerText.saveFailed)));
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (selected.size === 0) {
      setProblem(t(plannerText.pickAMeal));
      return;
    }
    void send([...selected]);
  }

  return (
    <form onSubmit={save} className="space-y-5">
      <MealPicker sitting={sitting} catalogue={catalogue} selected={selected} onToggle={toggle} />
      <div>
        <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-semibold text-stone-800">
          {t(plannerText.note)}
        </label>
        <input
          id={`${id}-note`}
          value={note}
          placeholder={t(plannerText.notePlaceholder)}
          onChange={(event) => setNote(event.target.value)}
          className={fieldClass}
        />
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-900"
        >
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {planned ? (
          <button
            type="button"
            disabled={plan.isPending}
            onClick={() => void send([])}
            className={buttonClass('danger', 'md', 'mr-auto')}
          >
            {t(plannerText.takeOff)}
          </button>
        ) : null}
        <button type="button" onClick={onDone} className={buttonClass('secondary', 'md')}>
          {t(plannerText.cancel)}
        </button>
        <button type="submit" disabled={plan.isPending} className={buttonClass('primary', 'md')}>
          {plan.isPending ? t(plannerText.saving) : t(plannerText.save)}
        </button>
      </div>
    </form>
  );
}
