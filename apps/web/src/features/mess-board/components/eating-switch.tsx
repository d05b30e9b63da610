import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import toast from 'react-hot-toast';
import { categoryName } from '@/components/ui/category-badge';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useSetEating } from '../api/set-eating';
import { dayLabel } from '../lib/community-time';
import { boardText } from '../messages';

interface EatingSwitchProps {
  date: string;
  sitting: Sitting;
  eating: boolean;
}

/**
 * One tap on or off the board. The switch shows the new state at once; if the server refuses
 * (the cut-off passed meanwhile), it goes back and the server's words say why.
 */
export function EatingSwitch({ date, sitting, eating }: EatingSwitchProps) {
  const setEating = useSetEating();

  function toggle() {
    setEating.mutate(
      { date, sitting, eating: !eating },
      {
        onError: (error) =>
          void toast.error(failureText(error, t(boardText.choiceFailed)), { duration: 6000 }),
      },
    );
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={eating}
      onClick={toggle}
      className={`inline-flex min-h-11 items-center gap-3 rounded-full py-1.5 pl-1.5 pr-4 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        eating
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-300 hover:bg-emerald-100'
          : 'bg-stone-100 text-stone-800 ring-stone-300 hover:bg-stone-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`relative h-7 w-12 shrink-0 rounded-full transition ${eating ? 'bg-emerald-600' : 'bg-stone-400'}`}
      >
        <span
          className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-all ${eating ? 'left-6' : 'left-1'}`}
        />
      </span>
      {eating ? t(boardText.eating) : t(boardText.notEating)}
      <span className="sr-only">
        {' '}
        {categoryName(sitting)}, {dayLabel(date)}
      </span>
    </button>
  );
}
