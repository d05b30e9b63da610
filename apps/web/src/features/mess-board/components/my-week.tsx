import { ErrorNotice } from '@/components/ui/error-notice';
import { categoryName } from '@/components/ui/category-badge';
import { PageSkeleton } from '@/components/ui/skeleton';
import { mealTextFor, t } from '@/lib/i18n';
import { useMenu } from '../api/get-menu';
import { useCommunityToday } from '../hooks/use-community-today';
import { useNow } from '../hooks/use-now';
import { addDays, clockTime, dayLabel } from '../lib/community-time';
import { SITTING_EMOJI } from '../lib/sitting-look';
import { weekText } from '../week/messages';
import { AwayForm } from './away-form';
import { SittingChoice } from './sitting-choice';

/** The resident's next seven days at a glance, each planned sitting on or off, and the away form. */
export function MyWeek() {
  const { settings, timeZone, today } = useCommunityToday();
  const menu = useMenu(today ?? '', today ? addDays(today, 6) : '', today !== null);
  const now = useNow(10_000);

  const failed = settings.error ?? menu.error;
  if (failed) return <ErrorNotice message={failed.message} onRetry={() => void menu.refetch()} />;
  if (!timeZone || !today || !menu.data) return <PageSkeleton label={t(weekText.loadingWeek)} />;

  return (
    <div className="space-y-8">
      <AwayForm today={today} />
      <ol className="space-y-3" aria-label={t(weekText.daysLabel)}>
        {menu.data.days.map((day) => (
          <li key={day.date} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <h2 className="font-bold text-stone-900">
              {day.date === today
                ? t(weekText.todayIs, { day: dayLabel(day.date) })
                : dayLabel(day.date)}
            </h2>
            {day.sittings.length === 0 ? (
              <p className="mt-1 text-sm text-stone-700">{t(weekText.nothingPlanned)}</p>
            ) : (
              <ul className="mt-2 divide-y divide-stone-100">
                {day.sittings.map((sitting) => (
                  <li
                    key={sitting.sitting}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5"
                  >
                    <p className="min-w-40">
                      <span className="font-semibold text-stone-900">
                        <span aria-hidden="true">{SITTING_EMOJI[sitting.sitting]} </span>
                        {categoryName(sitting.sitting)}
                      </span>{' '}
                      <span className="text-sm text-stone-700">
                        {clockTime(sitting.startsAt, timeZone)}
                      </span>
                      <span className="block truncate text-sm text-stone-600">
                        {sitting.meals
                          .map((meal) => mealTextFor(meal.title, meal.titleBn))
                          .join(', ')}
                      </span>
                    </p>
                    <SittingChoice
                      date={day.date}
                      sitting={sitting}
                      timeZone={timeZone}
                      now={now}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
