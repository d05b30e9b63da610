import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { ErrorNotice } from '@/components/ui/error-notice';
import { joinPathFrom, useAuth } from '@/features/account';
import { t } from '@/lib/i18n';
import { useMenu } from '../api/get-menu';
import { useCommunityToday } from '../hooks/use-community-today';
import { useNow } from '../hooks/use-now';
import { addDays, weekStart } from '../lib/community-time';
import { weekText } from '../week/messages';
import { DayMenu } from './day-menu';

/** The menu from today to the end of next week, in two parts: this week and next week. */
export function MenuWeeks() {
  const { settings, timeZone, today } = useCommunityToday();
  const nextMonday = today ? addDays(weekStart(today), 7) : '';
  const lastDay = nextMonday ? addDays(nextMonday, 6) : '';
  const menu = useMenu(today ?? '', lastDay, today !== null);
  const now = useNow(10_000);
  const { user, loading } = useAuth();
  const location = useLocation();

  const failed = settings.error ?? menu.error;
  if (failed)
    return (
      <ErrorNotice
        message={failed.message}
        onRetry={() => void (settings.isError ? settings.refetch() : menu.refetch())}
      />
    );
  if (!timeZone || !today || !menu.data)
    return <CardGridSkeleton count={3} label={t(weekText.loadingMenu)} />;

  const thisWeek = menu.data.days.filter((day) => day.date < nextMonday);
  const nextWeek = menu.data.days.filter((day) => day.date >= nextMonday);
  const parts = [
    { id: 'this-week', title: t(weekText.thisWeek), days: thisWeek },
    { id: 'next-week', title: t(weekText.nextWeek), days: nextWeek },
  ];

  return (
    <div className="space-y-12">
      {!loading && !user ? (
        <p className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-200">
          {t(weekText.signInToChoose)}
          <Link to={joinPathFrom(location.pathname)} className={buttonClass('primary', 'sm')}>
            {t(weekText.joinUs)}
          </Link>
        </p>
      ) : null}
      {parts.map((part) => (
        <section key={part.id} aria-labelledby={part.id} className="space-y-8">
          <h2 id={part.id} className="text-2xl font-extrabold tracking-tight text-stone-900">
            {part.title}
          </h2>
          {part.days.map((day) => (
            <DayMenu key={day.date} day={day} today={today} timeZone={timeZone} now={now} />
          ))}
        </section>
      ))}
    </div>
  );
}
