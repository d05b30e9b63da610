import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

export interface LeftoversEntry {
  date: string;
  sitting: Sitting;
  cooked: number;
  left: number;
}

/** Records portions cooked and left after a sitting has started (admins). */
export const saveLeftovers = ({ date, sitting, cooked, left }: LeftoversEntry) =>
  api('PUT /kitchen/leftovers/:date/:sitting', {
    params: { date, sitting },
    body: { cooked, left },
  });

export function useSaveLeftovers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLeftovers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.headcounts }),
  });
}
