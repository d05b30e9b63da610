import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

export const getMyReviews = (email: string) => api('GET /reviews', { query: { email } });

export const myReviewsQueryOptions = (email: string) =>
  queryOptions({ queryKey: reviewKeys.mine(email), queryFn: () => getMyReviews(email) });

/** The signed-in resident's reviews, newest first. */
export function useMyReviews(email: string) {
  return useQuery(myReviewsQueryOptions(email));
}
