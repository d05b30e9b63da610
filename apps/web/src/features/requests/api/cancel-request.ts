import type { CancelMealRequestResult } from '@messmate/shared/schemas/meal-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export const cancelRequest = (id: string) =>
  api.delete<CancelMealRequestResult>(`/serve-meals/${encodeURIComponent(id)}`);

/** Cancels one's own pending request, then the lists are fetched again. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
