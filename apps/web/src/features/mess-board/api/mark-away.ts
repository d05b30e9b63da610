import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

/** Every open sitting from `from` to `to` (both included) off the board, in one step. */
export const markAway = (range: { from: string; to: string }) =>
  api('POST /board/away', { body: range });

export function useMarkAway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAway,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.menus }),
  });
}
