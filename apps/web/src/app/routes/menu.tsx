import { MenuWeeks } from '@/features/mess-board';

/** /menu: this week's and next week's menu; a resident turns each sitting on or off here. */
export function MenuRoute() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <title>Menu · MessMate</title>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        The mess board
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
        Menu
      </h1>
      <p className="mt-3 max-w-2xl text-stone-700">
        What the kitchen is cooking each day. Turn a sitting off before its cut-off when you will
        not eat, so no plate goes to waste.
      </p>
      <div className="mt-8">
        <MenuWeeks />
      </div>
    </section>
  );
}
