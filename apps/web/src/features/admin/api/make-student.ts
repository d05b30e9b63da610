import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const makeStudent = (email: string) =>
  api('PATCH /users/:email/make-student', { params: { email } });

/** Makes an admin a student again (never the last one); the user list is read again afterwards. */
export function useMakeStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
