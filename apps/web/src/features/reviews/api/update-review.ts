import type { UpdateReviewBody } from '@messmate/shared/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealKeys } from '@/features/meals';
import { api } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

export const updateReview = (id: string, body: UpdateReviewBody) =>
  api('PATCH /reviews/:id', { params: { id }, body });

/** Edits one's own review; review lists and meals (rating) are read again. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateReviewBody }) => updateReview(id, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: mealKeys.all }),
      ]);
    },
  });
}
