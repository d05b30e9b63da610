import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealKeys } from '@/features/meals';
import { requestKeys } from '@/features/requests';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** Marks a review helpful (true) or takes the caller's mark back (false); the server counts. */
export const setReviewHelpful = (reviewId: string, helpful: boolean) =>
  api(helpful ? 'PUT /reviews/:id/helpful' : 'DELETE /reviews/:id/helpful', {
    params: { id: reviewId },
  });

/** After a mark: the meal's reviews, the caller's marks and every review list are read again. */
export function useSetReviewHelpful(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => setReviewHelpful(reviewId, helpful),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mealKeys.all }),
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]),
  });
}
