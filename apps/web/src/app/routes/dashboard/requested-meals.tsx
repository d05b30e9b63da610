import { useAuth } from '@/features/account';
import { RequestedMeals } from '@/features/requests';

export function RequestedMealsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-5xl">
      <title>Requested Meals · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        Requested Meals
      </h1>
      <RequestedMeals email={user.email} badge={user.badge} />
    </section>
  );
}
