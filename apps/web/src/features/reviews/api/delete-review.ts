import type { DeleteReviewResult } from '@messmate/shared/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

export const deleteReview = (id: string) =>
  api.delete<DeleteReviewResult>(`/reviews/${encodeURIComponent(id)}`);

/** Deletes a review (one's own, or any for an admin); lists and meals are read again. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['meals'] }),
      ]);
    },
  });
}
