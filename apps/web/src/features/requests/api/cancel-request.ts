import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export const cancelRequest = (id: string) => api('DELETE /serve-meals/:id', { params: { id } });

/** Cancels one's own pending request, then the lists are fetched again. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
