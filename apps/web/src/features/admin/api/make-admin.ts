import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const makeAdmin = (email: string) =>
  api.patch<{ acknowledged: true; modifiedCount: number }>(
    `/users/${encodeURIComponent(email)}/make-admin`,
  );

/** Promotes a user; the user list is read again afterwards. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
