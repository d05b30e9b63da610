import type { DeletedResult } from '@messmate/shared/schemas/create-meal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteMeal = (id: string) =>
  api.delete<DeletedResult>(`/meals/${encodeURIComponent(id)}`);

/** Deletes a meal; every meal list and the admin's count are read again afterwards. */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['meals'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'meals-count'] });
    },
  });
}
