import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

/** Tells every resident the week's menu is out (admins); the same plan twice tells nobody again. */
export const publishWeek = (monday: string) =>
  api('POST /menu/publish', { body: { from: monday } });

export function usePublishWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishWeek,
    onSuccess: (result) => {
      const { told: _told, alreadyPublished: _again, ...publication } = result;
      queryClient.setQueryData(boardKeys.publication(result.weekStart), publication);
    },
  });
}
