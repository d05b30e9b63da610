import { useAuth } from '@/features/account';
import { MyReviews, reviewText } from '@/features/reviews';
import { t } from '@/lib/i18n';

export function MyReviewsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-5xl">
      <title>{t(reviewText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(reviewText.heading)}
      </h1>
      <MyReviews email={user.email} />
    </section>
  );
}
