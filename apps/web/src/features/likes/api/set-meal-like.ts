import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealKeys } from '@/features/meals';
import { api } from '@/lib/api-client';

/** Likes the meal (liked: true) or takes the caller's like back (false); the server counts. */
export const setMealLike = (mealId: string, liked: boolean) =>
  api('PATCH /meals/:id', { params: { id: mealId }, body: { liked } });

/** Like or unlike; every meal read (lists, details) is refreshed after it. */
export function useSetMealLike(mealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setMealLike(mealId, liked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}
