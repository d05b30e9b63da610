import type { UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { upcomingMealKeys } from './query-keys';

export const likeUpcomingMeal = (id: string) =>
  api('PATCH /upcoming-meals/like/:id', { params: { id } });

/** Likes an upcoming meal once; the server's count replaces the one on screen. */
export function useLikeUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeUpcomingMeal,
    onSuccess: ({ likes }, id) => {
      queryClient.setQueryData<UpcomingMeal[]>(upcomingMealKeys.all, (meals) =>
        meals?.map((meal) => (meal._id === id ? { ...meal, likes, likedByMe: true } : meal)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingMealKeys.all }),
  });
}
