import { ServeMeals } from '@/features/requests';

export function ServeMealsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>Serve Meals · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">Serve Meals</h1>
      <ServeMeals />
    </section>
  );
}
