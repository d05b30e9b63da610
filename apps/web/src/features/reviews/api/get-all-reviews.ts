import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

export const getAllReviews = () => api('GET /reviews');

export const allReviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.everyone, queryFn: getAllReviews });

/** Every review, newest first (admins). */
export function useAllReviews() {
  return useQuery(allReviewsQueryOptions());
}
