import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { api } from '@/lib/api-client';
import type { ApiEndpoints } from '@/lib/api-endpoints';
import { accountKeys } from './query-keys';

export type ProfileChanges = ApiEndpoints['PATCH /users/me']['body'];

/** PATCH /api/users/me: name, photo, hall and room; the answer is who is signed in now. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api('PATCH /users/me', { body: changes }),
    onSuccess: (user: UserRecord) => queryClient.setQueryData(accountKeys.me, user),
  });
}

/** PUT /api/users/me/photo: the photo goes through the image pipeline and onto the profile. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => {
      const body = new FormData();
      body.append('image', photo);
      return api('PUT /users/me/photo', { body });
    },
    onSuccess: (user: UserRecord) => queryClient.setQueryData(accountKeys.me, user),
  });
}
