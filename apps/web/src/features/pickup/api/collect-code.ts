import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests';
import { api } from '@/lib/api-client';
import { pickupKeys } from './query-keys';

export const collectCode = (code: string) => api('POST /counter/collect', { body: { code } });

/** Admins: hands the plate over; the request lists and codes are fetched again. */
export function useCollectCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectCode,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
      await queryClient.invalidateQueries({ queryKey: pickupKeys.all });
    },
  });
}
