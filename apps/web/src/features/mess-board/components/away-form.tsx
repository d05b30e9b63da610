import { BOARD_MESSAGES } from '@messmate/shared/board-messages';
import { BOARD_PAGE_TEXTS } from '@messmate/shared/board-page-texts';
import type { AwayResult } from '@messmate/shared/schemas/board';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { failureText } from '@/lib/api-client';
import { useMarkAway } from '../api/mark-away';
import { addDays } from '../lib/community-time';
import { DateSittingList } from './date-sitting-list';

/**
 * 'I'm away from … to …': every open sitting of those days off the board in one step, then
 * what changed and what was already locked (and so stays as it was).
 */
export function AwayForm({ today }: { today: string }) {
  const id = useId();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<AwayResult | null>(null);
  const markAway = useMarkAway();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (to < from) {
      setProblem(BOARD_PAGE_TEXTS.awayEndsBeforeStart);
      return;
    }
    setProblem(null);
    try {
      setResult(await markAway.mutateAsync({ from, to }));
    } catch (error) {
      setProblem(failureText(error, BOARD_PAGE_TEXTS.awayFailed));
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        Going away?
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Every sitting of those days goes off at once, both days included.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label
            htmlFor={`${id}-from`}
            className="mb-1.5 block text-sm font-semibold text-stone-800"
          >
            I’m away from
          </label>
          <input
            id={`${id}-from`}
            type="date"
            required
            min={today}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-semibold text-stone-800">
            to
          </label>
          <input
            id={`${id}-to`}
            type="date"
            required
            value={to}
            onChange={(event) => setTo(event.target.value)}
            className={fieldClass}
          />
        </div>
        <button
          type="submit"
          disabled={markAway.isPending}
          className={buttonClass('primary', 'lg')}
        >
          {markAway.isPending ? 'Turning off…' : 'Turn my meals off'}
        </button>
      </div>
      {problem ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-900"
        >
          {problem}
        </p>
      ) : null}
      <div role="status" className="empty:hidden">
        {result ? (
          <div className="mt-4 space-y-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-950 ring-1 ring-emerald-200">
            <p className="font-semibold">
              {result.changed.length === 0 && result.locked.length === 0
                ? BOARD_PAGE_TEXTS.awayNothing
                : BOARD_MESSAGES.awayDone(result.changed.length, result.locked.length)}
            </p>
            <DateSittingList title="Now off:" sittings={result.changed} />
            <DateSittingList title="Already locked, unchanged:" sittings={result.locked} />
          </div>
        ) : null}
      </div>
    </form>
  );
}
