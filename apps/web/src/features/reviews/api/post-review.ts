import type { CreateReviewBody } from '@messmate/shared/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealKeys } from '@/features/meals';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

export const postReview = (mealId: string, body: CreateReviewBody) =>
  api('POST /meals/:id/review', { params: { id: mealId }, body });

/** Posts a review; the meal (its reviews, count and rating) and review lists are read again. */
export function usePostReview(mealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => postReview(mealId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]);
    },
  });
}
