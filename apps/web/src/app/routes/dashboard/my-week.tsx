import { MyWeek } from '@/features/mess-board';

/** My week: the resident's sittings for seven days, on or off, and the away form. */
export function MyWeekRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <title>My Week · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">My Week</h1>
      <MyWeek />
    </section>
  );
}
