import { MenuPlanner, plannerText } from '@/features/mess-board';
import { t } from '@/lib/i18n';

/** The week planner: each date's sittings, planned from the catalogue. */
export function MenuPlannerRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>{t(plannerText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(plannerText.heading)}
      </h1>
      <MenuPlanner />
    </section>
  );
}
