import type { SupportThreadDetails } from '@messmate/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './query-keys';

export const replyToThread = (id: string, message: string) =>
  api('POST /support/threads/:id/messages', { params: { id }, body: { message } });

export const setThreadStatus = (id: string, status: 'open' | 'closed') =>
  api('PATCH /support/threads/:id', { params: { id }, body: { status } });

/** A change that answers the whole thread: it replaces the cached one, and the lists refetch. */
function useThreadChange<Input>(
  id: string,
  change: (input: Input) => Promise<SupportThreadDetails>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (thread) => {
      queryClient.setQueryData(supportKeys.thread(id), thread);
      return queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}

export const useReply = (id: string) =>
  useThreadChange(id, (message: string) => replyToThread(id, message));

export const useSetStatus = (id: string) =>
  useThreadChange(id, (status: 'open' | 'closed') => setThreadStatus(id, status));
