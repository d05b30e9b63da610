import { KitchenPage } from '@/features/mess-board';

/** The cook's numbers for today and tomorrow, live, printable on one page. */
export function KitchenRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>Kitchen Headcount · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900 print:mb-2 print:text-xl">
        Kitchen Headcount
      </h1>
      <KitchenPage />
    </section>
  );
}
