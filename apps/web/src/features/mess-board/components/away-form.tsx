import type { AwayResult } from '@messmate/shared/schemas/board';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useMarkAway } from '../api/mark-away';
import { addDays } from '../lib/community-time';
import { weekText } from '../week/messages';
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
      setProblem(t(weekText.awayEndsBeforeStart));
      return;
    }
    setProblem(null);
    try {
      setResult(await markAway.mutateAsync({ from, to }));
    } catch (error) {
      setProblem(failureText(error, t(weekText.awayFailed)));
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {t(weekText.awayTitle)}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t(weekText.awayIntro)}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label
            htmlFor={`${id}-from`}
            className="mb-1.5 block text-sm font-semibold text-stone-800"
          >
            {t(weekText.awayFrom)}
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
            {t(weekText.awayTo)}
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
          {markAway.isPending ? t(weekText.awayBusy) : t(weekText.awaySubmit)}
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
                ? t(weekText.awayNothing)
                : t(weekText.awayDone, {
                    changed: result.changed.length,
                    locked: result.locked.length,
                  })}
            </p>
            <DateSittingList title={t(weekText.nowOff)} sittings={result.changed} />
            <DateSittingList title={t(weekText.alreadyLocked)} sittings={result.locked} />
          </div>
        ) : null}
      </div>
    </form>
  );
}
