import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { mealPageText } from '../details/messages';

/** The reviews' form and list, in their grid and about their size, while their code loads. */
export function MealReviewsSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
      <span className="sr-only">{t(mealPageText.loadingReviews)}</span>
      <Skeleton className="h-[26rem] rounded-2xl" />
      <div className="space-y-4">
        {Array.from({ length: Math.max(1, Math.min(count, 4)) }, (_, index) => (
          <Skeleton key={index} className="h-36 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
