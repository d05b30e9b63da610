import { failureText } from '@/lib/api-client';
import { t, type MessageDescriptor } from '@/lib/i18n';

/**
 * Why the counter refused a code: the server's words, which come in the reader's language with
 * the day, the sitting or the time in them (decision 0034); `fallback` when it could not answer.
 */
export function refusalText(error: unknown, fallback: MessageDescriptor): string {
  return failureText(error, t(fallback));
}
