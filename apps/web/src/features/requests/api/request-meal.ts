import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './query-keys';

/** The server takes the title, name and email from the meal and the session. */
export const requestMeal = (mealId: string) => api('POST /serve-meals', { body: { mealId } });

export function useRequestMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
