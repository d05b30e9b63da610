import type { Review } from '@messmate/shared/schemas/review';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BarsLoader } from '@/components/ui/bars-loader';
import { ErrorNotice } from '@/components/ui/error-notice';
import { t } from '@/lib/i18n';
import { reviewText } from '../messages';

interface ReviewsQueryStateProps {
  reviews: UseQueryResult<Review[]>;
  loadingLabel: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (reviews: Review[]) => ReactNode;
}

/** A list of reviews while loading, failing, empty, or with its count above it. */
export function ReviewsQueryState({
  reviews,
  loadingLabel,
  empty,
  children,
}: ReviewsQueryStateProps) {
  if (reviews.isPending) return <BarsLoader label={loadingLabel} />;
  if (reviews.isError) {
    return <ErrorNotice message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  }
  if (reviews.data.length === 0) return empty;
  return (
    <div aria-busy={reviews.isFetching}>
      <p className="mb-3 text-sm text-stone-600">
        {t(reviewText.count, { count: reviews.data.length })}
      </p>
      {children(reviews.data)}
    </div>
  );
}
