import { AllReviews, allReviewsText } from '@/features/reviews';
import { t } from '@/lib/i18n';

export function AllReviewsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>{t(allReviewsText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(allReviewsText.heading)}
      </h1>
      <AllReviews />
    </section>
  );
}
