import type { InsertedResult } from '@messmate/shared/schemas/create-meal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const publishUpcomingMeal = (id: string) =>
  api.post<InsertedResult>(`/upcoming-meals/publish/${encodeURIComponent(id)}`);

/** Moves an upcoming meal onto the menu; both lists are read again afterwards. */
export function usePublishUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishUpcomingMeal,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['upcoming-meals'] });
      await queryClient.invalidateQueries({ queryKey: ['meals'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'meals-count'] });
    },
  });
}
