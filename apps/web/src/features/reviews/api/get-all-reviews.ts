import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys, type ReviewsPageQuery } from './query-keys';

export const allReviewsQueryOptions = (query: ReviewsPageQuery) =>
  queryOptions({
    queryKey: reviewKeys.everyone(query),
    queryFn: () => api('GET /admin/reviews', { query }),
    placeholderData: keepPreviousData,
  });

/** One page of everyone's reviews, newest first (admins), searched and filtered by the server. */
export function useAllReviews(query: ReviewsPageQuery) {
  return useQuery(allReviewsQueryOptions(query));
}
