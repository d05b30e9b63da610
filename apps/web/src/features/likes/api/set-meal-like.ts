import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealKeys } from '@/features/meals';
import { api } from '@/lib/api-client';

/** Adds the caller's like (PATCH, once however often) or takes it back (DELETE); the server counts. */
export const setMealLike = (mealId: string, liked: boolean) =>
  liked
    ? api('PATCH /meals/:id', { params: { id: mealId }, body: {} })
    : api('DELETE /meals/:id/like', { params: { id: mealId } });

/** Like or unlike; every meal read (lists, details) is refreshed after it. */
export function useSetMealLike(mealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setMealLike(mealId, liked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}
