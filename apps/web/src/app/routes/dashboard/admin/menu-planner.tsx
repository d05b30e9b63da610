import { MenuPlanner } from '@/features/mess-board';

/** The week planner: each date's sittings, planned from the catalogue. */
export function MenuPlannerRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>Week Menu · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">Week Menu</h1>
      <MenuPlanner />
    </section>
  );
}
