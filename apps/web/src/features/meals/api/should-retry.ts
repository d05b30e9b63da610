import { ApiError } from '@/lib/api-client';

/** Retry once after a network or server failure; a 4xx answer will not change on retry. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Whether trying the same request again could help (not for a 4xx answer). */
export function canRetry(error: Error): boolean {
  return shouldRetry(0, error);
}
