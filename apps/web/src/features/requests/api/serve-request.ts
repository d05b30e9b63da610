import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export const serveRequest = (id: string) => api('PATCH /serve-meals/:id', { params: { id } });

/** Marks a request delivered (admins), then the lists are fetched again. */
export function useServeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: serveRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
