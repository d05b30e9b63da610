import { MESSAGES } from '@messmate/shared/messages';
import type { MessageCatalogue } from '@messmate/shared/messages-bn';
import { i18n } from './translate';

type Messages = MessageCatalogue<typeof MESSAGES>;

let bangla: Messages | undefined;

/** Fetched in the Bangla catalogue's chunk (bangla-catalogue.ts): an English page never loads it. */
export async function loadSharedBangla(): Promise<void> {
  bangla ??= (await import('./bangla-catalogue')).MESSAGES_BN;
}

/** The texts both sides share (`MESSAGES`), in the reader's language. */
export function messages(): Messages {
  return i18n.locale === 'bn' && bangla ? bangla : MESSAGES;
}
