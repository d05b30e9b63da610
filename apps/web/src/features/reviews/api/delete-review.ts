import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealKeys } from '@/features/meals';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

export const deleteReview = (id: string) => api('DELETE /reviews/:id', { params: { id } });

/** Deletes a review (one's own, or any for an admin); lists and meals are read again. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: mealKeys.all }),
      ]);
    },
  });
}
