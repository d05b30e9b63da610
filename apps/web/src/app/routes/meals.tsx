import { MealsBrowser } from '@/features/meals';

export function MealsRoute() {
  return (
    <>
      <title>Meals · MessMate</title>
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-7xl px-4 pb-4 pt-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
            All Meals
          </h1>
          <p className="mt-2 max-w-2xl text-stone-600">
            Every dish the mess serves. Search by name, pick a sitting or set your budget.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:px-6 lg:px-8">
        <MealsBrowser />
      </div>
    </>
  );
}
