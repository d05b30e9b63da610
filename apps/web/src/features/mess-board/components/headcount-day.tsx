import type { MenuDay } from '@messmate/shared/schemas/menu';
import { ErrorNotice } from '@/components/ui/error-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { useHeadcount } from '../api/get-headcount';
import { kitchenText } from '../kitchen/messages';
import { HeadcountCard } from './headcount-card';

interface HeadcountDayProps {
  date: string;
  /** 'Today, Thu 12 Mar' */
  title: string;
  menuDay: MenuDay | undefined;
  /** The menu's answer is in (or failed): until then the cards would grow when the dishes come. */
  menuSettled: boolean;
  timeZone: string;
  now: number;
}

/** One day of the kitchen's sheet: a card per sitting. */
export function HeadcountDay({
  date,
  title,
  menuDay,
  menuSettled,
  timeZone,
  now,
}: HeadcountDayProps) {
  const headcount = useHeadcount(date);
  const headingId = `headcount-${date}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 print:space-y-1">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {headcount.isError ? (
        <ErrorNotice message={headcount.error.message} onRetry={() => void headcount.refetch()} />
      ) : !headcount.data || !menuSettled ? (
        <div role="status" className="grid gap-3 md:grid-cols-3">
          <span className="sr-only">{t(kitchenText.loading)}</span>
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-3 print:grid-cols-3 print:gap-2">
          {headcount.data.sittings.map((count) => (
            <HeadcountCard
              key={count.sitting}
              date={date}
              count={count}
              dishes={menuDay?.sittings.find((s) => s.sitting === count.sitting)?.meals ?? []}
              timeZone={timeZone}
              now={now}
            />
          ))}
        </div>
      )}
    </section>
  );
}
