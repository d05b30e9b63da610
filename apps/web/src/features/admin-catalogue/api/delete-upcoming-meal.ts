import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upcomingMealKeys } from '@/features/upcoming';
import { api } from '@/lib/api-client';

export const deleteUpcomingMeal = (id: string) =>
  api('DELETE /upcoming-meals/:id', { params: { id } });

/** Deletes an upcoming meal with its likes; the list is read again afterwards. */
export function useDeleteUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpcomingMeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingMealKeys.all }),
  });
}
