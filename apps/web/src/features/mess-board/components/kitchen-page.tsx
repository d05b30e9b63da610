import { buttonClass } from '@/components/ui/button-styles';
import { ErrorNotice } from '@/components/ui/error-notice';
import { PageSkeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { useMenu } from '../api/get-menu';
import { useCommunityToday } from '../hooks/use-community-today';
import { useLiveHeadcount } from '../hooks/use-live-headcount';
import { useNow } from '../hooks/use-now';
import { kitchenText } from '../kitchen/messages';
import { addDays, dayLabel } from '../lib/community-time';
import { HeadcountDay } from './headcount-day';

/** The kitchen's headcount for today and tomorrow, live while open, printable on one page. */
export function KitchenPage() {
  const { settings, timeZone, today } = useCommunityToday();
  const tomorrow = today ? addDays(today, 1) : '';
  const menu = useMenu(today ?? '', tomorrow, today !== null);
  const live = useLiveHeadcount();
  const now = useNow(30_000);

  if (settings.isError)
    return <ErrorNotice message={settings.error.message} onRetry={() => void settings.refetch()} />;
  if (!timeZone || !today) return <PageSkeleton label={t(kitchenText.loading)} />;

  const menuDay = (date: string) => menu.data?.days.find((day) => day.date === date);
  // The cards show their dishes: they wait for the menu too, rather than growing when it comes.
  const menuSettled = !menu.isPending;
  return (
    <div className="space-y-8 print:space-y-3">
      {/* Never wraps: 'Connecting…' turning into the longer 'Live…' line once wrapped the Print
          button under it and pushed the whole sheet down (Lighthouse: layout shift 0.24). */}
      <div className="flex items-center justify-between gap-3 print:hidden">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-stone-700">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 shrink-0 rounded-full ${live ? 'bg-emerald-500' : 'bg-stone-400'}`}
          />
          {live ? t(kitchenText.live) : t(kitchenText.connecting)}
        </p>
        <button
          type="button"
          onClick={() => window.print()}
          className={`shrink-0 ${buttonClass('secondary', 'md')}`}
        >
          <span aria-hidden="true">🖨️</span> {t(kitchenText.print)}
        </button>
      </div>
      <HeadcountDay
        date={today}
        title={t(kitchenText.todayHeading, { day: dayLabel(today) })}
        menuDay={menuDay(today)}
        menuSettled={menuSettled}
        timeZone={timeZone}
        now={now}
      />
      <HeadcountDay
        date={tomorrow}
        title={t(kitchenText.tomorrowHeading, { day: dayLabel(tomorrow) })}
        menuDay={menuDay(tomorrow)}
        menuSettled={menuSettled}
        timeZone={timeZone}
        now={now}
      />
    </div>
  );
}
