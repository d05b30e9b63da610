import { AllMeals } from '@/features/admin-catalogue';

export function AllMealsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>All Meals · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">All Meals</h1>
      <AllMeals />
    </section>
  );
}
