import { useAuth } from '@/features/account';
import { UpcomingAdmin } from '@/features/admin-catalogue';

export function AdminUpcomingMealsRoute() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-6xl">
      <title>Upcoming Meals (admin) · MessMate</title>
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight text-stone-900">Upcoming Meals</h1>
      {user ? <UpcomingAdmin postedBy={user.email} /> : null}
    </section>
  );
}
