import { MESSAGES } from '@messmate/shared/messages';
import type { MessageCatalogue } from '@messmate/shared/messages-bn';
import { i18n } from './translate';

type Messages = MessageCatalogue<typeof MESSAGES>;

let bangla: Messages | undefined;

/** Fetched with the rest of the Bangla catalogue: an English page never loads it. */
export async function loadSharedBangla(): Promise<void> {
  bangla ??= (await import('@messmate/shared/messages-bn')).MESSAGES_BN;
}

/** The texts both sides share (`MESSAGES`), in the reader's language. */
export function messages(): Messages {
  return i18n.locale === 'bn' && bangla ? bangla : MESSAGES;
}
