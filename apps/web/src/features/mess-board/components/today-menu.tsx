import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useMenu } from '../api/get-menu';
import { boardKeys } from '../api/query-keys';
import { useCommunityToday } from '../hooks/use-community-today';
import { useNow } from '../hooks/use-now';
import { addDays, dayLabel } from '../lib/community-time';
import { nowAndNext } from '../lib/now-and-next';
import { boardText } from '../messages';
import { CutoffCountdown } from './cutoff-countdown';
import { SittingCard } from './sitting-card';

/**
 * The home page's today: the sitting being served now and the next one (tomorrow's breakfast
 * after dinner), a countdown to the next cut-off, and the resident's on/off for each.
 */
export function TodayMenu() {
  const { timeZone, today } = useCommunityToday();
  const tomorrow = today ? addDays(today, 1) : '';
  const menu = useMenu(today ?? '', tomorrow, today !== null);
  const now = useNow(10_000);
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: boardKeys.menus }),
    [queryClient],
  );

  let body;
  if (menu.isError) {
    body = <p className="text-stone-700">{t(boardText.menuFailed)}</p>;
  } else if (!timeZone || !today || !menu.data) {
    body = (
      <div role="status" className="grid gap-4 md:grid-cols-2">
        <span className="sr-only">{t(boardText.loadingToday)}</span>
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  } else {
    const { serving, next, nextCutoff } = nowAndNext(menu.data.days, now);
    const shown = [
      serving ? { label: t(boardText.nowServing), sitting: serving } : null,
      next
        ? {
            label:
              next.date === today
                ? t(boardText.next)
                : t(boardText.nextOn, { day: dayLabel(next.date) }),
            sitting: next,
          }
        : null,
    ].filter((entry) => entry !== null);
    body = (
      <>
        {nextCutoff ? (
          <CutoffCountdown
            key={`${nextCutoff.date} ${nextCutoff.sitting}`}
            target={nextCutoff}
            today={today}
            timeZone={timeZone}
            onPassed={refresh}
          />
        ) : null}
        {shown.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-4 text-stone-700">
            {t(boardText.nothingPlannedToday)}
          </p>
        ) : (
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {shown.map((entry) => (
              <SittingCard
                key={`${entry.sitting.date} ${entry.sitting.sitting}`}
                date={entry.sitting.date}
                sitting={entry.sitting}
                timeZone={timeZone}
                now={now}
                eyebrow={entry.label}
              />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="today-menu-title"
      className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="today-menu-title"
          className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"
        >
          {t(boardText.todayTitle)}
        </h2>
        <Link
          to={paths.menu}
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t(boardText.weekLink)}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-3">{body}</div>
    </section>
  );
}
