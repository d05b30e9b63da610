import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin';
import { mealKeys } from '@/features/meals';
import { api } from '@/lib/api-client';

export const deleteMeal = (id: string) => api('DELETE /meals/:id', { params: { id } });

/** Deletes a meal; every meal list and the admin's count are read again afterwards. */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: mealKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminKeys.mealsCounts });
    },
  });
}
