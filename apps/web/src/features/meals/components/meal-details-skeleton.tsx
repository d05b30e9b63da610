import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { mealPageText } from '../details/messages';

/**
 * The shape of the meal page while the meal loads, at least a screen tall: under a shorter
 * skeleton the footer would show, then jump down when the meal arrives (a layout shift).
 */
export function MealDetailsSkeleton() {
  return (
    <div role="status" className="mx-auto min-h-dvh max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <span className="sr-only">{t(mealPageText.loadingMeal)}</span>
      <Skeleton className="h-5 w-24" />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-[4/3] w-full rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-24 w-full" />
          <div className="flex gap-3">
            <Skeleton className="h-12 w-32 rounded-full" />
            <Skeleton className="h-12 w-40 rounded-full" />
          </div>
        </div>
      </div>
    </div>
  );
}
