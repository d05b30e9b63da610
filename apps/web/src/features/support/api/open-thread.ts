import type { CreateSupportThreadBody } from '@messmate/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportKeys } from './query-keys';

/** Sends one photo to our own server; its answer's url goes with the thread. */
function uploadPhoto(photo: File) {
  const body = new FormData();
  body.append('image', photo);
  return api('POST /images', { body });
}

export type NewThread = Omit<CreateSupportThreadBody, 'imageUrl'> & { photo: File | null };

export async function openThread({ photo, ...fields }: NewThread) {
  const imageUrl = photo ? (await uploadPhoto(photo)).url : undefined;
  return api('POST /support/threads', { body: { ...fields, imageUrl } });
}

export function useOpenThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
