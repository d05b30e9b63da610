import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

export interface SittingPlan {
  date: string;
  sitting: Sitting;
  mealIds: string[];
  note?: string;
}

/** Plans one sitting of one day (admins); no meals removes it from the menu. */
export const planSitting = ({ date, sitting, mealIds, note }: SittingPlan) =>
  api('PUT /menu/:date/:sitting', { params: { date, sitting }, body: { mealIds, note } });

export function usePlanSitting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planSitting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
