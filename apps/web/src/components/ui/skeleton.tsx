import { t } from '@/lib/i18n';
import { uiText } from './messages';

/** A grey block that stands in for content while it loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-xl bg-stone-200 ${className}`} />
  );
}

/** Placeholder cards in the same grid the real cards use. */
export function CardGridSkeleton({
  count,
  label = t(uiText.loadingMeals),
}: {
  count: number;
  label?: string;
}) {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A page's heading and a few rows, while the account or the page's data is on its way. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="min-h-dvh space-y-6" data-testid="page-skeleton">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <div className="space-y-3 pt-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    </div>
  );
}
