import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const makeAdmin = (email: string) =>
  api('PATCH /users/:email/make-admin', { params: { email } });

/** Promotes a user; the user list is read again afterwards. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
