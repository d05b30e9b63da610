import { useAuth } from '@/features/account';
import { UpcomingMealsGrid } from '@/features/upcoming';

export function UpcomingMealsRoute() {
  const { user, badge } = useAuth();
  return (
    <>
      <title>Upcoming Meals · MessMate</title>
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-7xl px-4 pb-4 pt-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
            Upcoming Meals
          </h1>
          <p className="mt-2 max-w-2xl text-stone-600">
            Dishes the kitchen is planning next. Silver, Gold and Platinum members like the ones
            they want most, and the favourites make it onto the menu.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:px-6 lg:px-8">
        <UpcomingMealsGrid viewer={{ signedIn: user !== null, badge }} />
      </div>
    </>
  );
}
