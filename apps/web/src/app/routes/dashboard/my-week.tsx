import { MyWeek, weekText } from '@/features/mess-board';
import { t } from '@/lib/i18n';

/** My week: the resident's sittings for seven days, on or off, and the away form. */
export function MyWeekRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <title>{t(weekText.myWeekTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(weekText.myWeekHeading)}
      </h1>
      <MyWeek />
    </section>
  );
}
