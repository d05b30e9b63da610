import { ApiError, failureText } from '@/lib/api-client';
import { languageStore, t, type MessageDescriptor } from '@/lib/i18n';
import { counterText } from './messages';

/** The server's refusals at the counter, by code, in the words of the counter's own catalogue. */
const BY_CODE: Record<string, MessageDescriptor> = {
  PICKUP_CODE_NOT_FOUND: counterText.codeUnknown,
  ALREADY_COLLECTED: counterText.alreadyCollected,
  REQUEST_CANCELLED: counterText.requestCancelled,
  PICKUP_OTHER_DAY: counterText.otherDay,
  SITTING_TURNED_OFF: counterText.sittingTurnedOff,
  NOT_ON_BOARD: counterText.notOnBoard,
  AMBIGUOUS_SHORT_CODE: counterText.ambiguousShortCode,
};

/**
 * Why the counter refused a code. The server words its refusals in English, with the day, the
 * sitting or the time in them: an English reader sees those as they come. A Bangla reader sees the
 * refusal worded here by its code (without the server's details), so the kitchen reads it at a glance.
 */
export function refusalText(error: unknown, fallback: MessageDescriptor): string {
  const known = error instanceof ApiError ? BY_CODE[error.code] : undefined;
  if (known && languageStore.get().language !== 'en') return t(known);
  return failureText(error, t(fallback));
}
