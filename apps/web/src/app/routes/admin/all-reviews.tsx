import { AllReviews } from '@/features/reviews';

export function AllReviewsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>All Reviews · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">All Reviews</h1>
      <AllReviews />
    </section>
  );
}
