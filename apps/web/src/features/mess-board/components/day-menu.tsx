import type { MenuDay } from '@messmate/shared/schemas/menu';
import { t } from '@/lib/i18n';
import { addDays, shortDate, weekdayName } from '../lib/community-time';
import { weekText } from '../week/messages';
import { SittingCard } from './sitting-card';

interface DayMenuProps {
  day: MenuDay;
  today: string;
  timeZone: string;
  now: number;
}

/** One date of the menu: its name (Today, Tomorrow, or the weekday) and its planned sittings. */
export function DayMenu({ day, today, timeZone, now }: DayMenuProps) {
  const relative =
    day.date === today
      ? t(weekText.today)
      : day.date === addDays(today, 1)
        ? t(weekText.tomorrow)
        : null;
  const headingId = `day-${day.date}`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-20">
      <h3
        id={headingId}
        className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-stone-900"
      >
        {weekdayName(day.date)}
        <span className="text-base font-medium text-stone-600">{shortDate(day.date)}</span>
        {relative ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-800">
            {relative}
          </span>
        ) : null}
      </h3>
      {day.sittings.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-4 text-stone-700">
          {t(weekText.nothingPlanned)}
        </p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {day.sittings.map((sitting) => (
            <SittingCard
              key={sitting.sitting}
              date={day.date}
              sitting={sitting}
              timeZone={timeZone}
              now={now}
              headingLevel="h4"
            />
          ))}
        </div>
      )}
    </section>
  );
}
