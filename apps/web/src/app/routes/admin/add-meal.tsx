import { useAuth } from '@/features/account';
import { AddMealForm } from '@/features/admin-catalogue';

export function AddMealRoute() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-3xl">
      <title>Add Meal · MessMate</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Add Meal</h1>
      <p className="mb-6 mt-2 text-stone-600">
        Every field is needed. You are recorded as the meal&apos;s distributor.
      </p>
      {user ? <AddMealForm admin={{ name: user.name, email: user.email }} /> : null}
    </section>
  );
}
