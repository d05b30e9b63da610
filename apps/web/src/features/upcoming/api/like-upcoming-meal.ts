import type { LikeUpcomingMealResult, UpcomingMeal } from '@messmate/shared/schemas/upcoming-meal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { upcomingMealsQueryOptions } from './get-upcoming-meals';

export const likeUpcomingMeal = (id: string) =>
  api.patch<LikeUpcomingMealResult>(`/upcoming-meals/like/${encodeURIComponent(id)}`);

/** Likes an upcoming meal once; the server's count replaces the one on screen. */
export function useLikeUpcomingMeal() {
  const queryClient = useQueryClient();
  const { queryKey } = upcomingMealsQueryOptions();
  return useMutation({
    mutationFn: likeUpcomingMeal,
    onSuccess: ({ likes }, id) => {
      queryClient.setQueryData<UpcomingMeal[]>(queryKey, (meals) =>
        meals?.map((meal) => (meal._id === id ? { ...meal, likes, likedByMe: true } : meal)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
