import { useAuth } from '@/features/account';
import { MyReviews } from '@/features/reviews';

export function MyReviewsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-5xl">
      <title>My Reviews · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">My Reviews</h1>
      <MyReviews email={user.email} />
    </section>
  );
}
