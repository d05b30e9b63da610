import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const lookUpCode = (code: string) => api('POST /counter/lookup', { body: { code } });

/** Admins: what a scanned or typed code is for, and whose it is. Changes nothing. */
export function useLookUpCode() {
  return useMutation({ mutationFn: lookUpCode });
}
