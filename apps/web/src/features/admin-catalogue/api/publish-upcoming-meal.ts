import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin';
import { mealKeys } from '@/features/meals';
import { upcomingMealKeys } from '@/features/upcoming';
import { api } from '@/lib/api-client';

export const publishUpcomingMeal = (id: string) =>
  api('POST /upcoming-meals/publish/:id', { params: { id } });

/** Moves an upcoming meal onto the menu; both lists are read again afterwards. */
export function usePublishUpcomingMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishUpcomingMeal,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: upcomingMealKeys.all });
      await queryClient.invalidateQueries({ queryKey: mealKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminKeys.mealsCounts });
    },
  });
}
