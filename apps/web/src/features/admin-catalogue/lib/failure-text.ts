import { ApiError } from '@/lib/api-client';

/**
 * The spec's failure toast, with the server's reason when it gave one (a 4xx names what to
 * fix); otherwise the 'try again' wording, since the fault was not in the form.
 */
export function failureText(failed: string, tryAgain: string, error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return `${failed} ${error.message}`;
  }
  return tryAgain;
}
