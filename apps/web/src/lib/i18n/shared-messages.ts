import { MESSAGES } from '@messmate/shared/messages';
import type { MessageCatalogue } from '@messmate/shared/messages-bn';
import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { i18n } from './translate';

type Messages = MessageCatalogue<typeof MESSAGES>;
type SittingWords = Record<Sitting, string>;

let bangla: { messages: Messages; sittings: SittingWords; shortSittings: SittingWords } | undefined;

/** Fetched in the Bangla catalogue's chunk (bangla-catalogue.ts): an English page never loads it. */
export async function loadSharedBangla(): Promise<void> {
  if (bangla) return;
  const chunk = await import('./bangla-catalogue');
  bangla = {
    messages: chunk.MESSAGES_BN,
    sittings: chunk.SITTING_NAMES_BN,
    shortSittings: chunk.SHORT_SITTING_NAMES_BN,
  };
}

const inBangla = () => (i18n.locale === 'bn' ? bangla : undefined);

/** The texts both sides share (`MESSAGES`), in the reader's language. */
export function messages(): Messages {
  return inBangla()?.messages ?? MESSAGES;
}

/**
 * A sitting's (or meal category's) name in the reader's language, from the list the server words
 * its reminders with (@messmate/shared/sitting-names); 'short' for a chart's axis or a tab.
 * Anything else comes back as it is.
 */
export function sittingName(sitting: string, length: 'full' | 'short' = 'full'): string {
  const names = length === 'short' ? inBangla()?.shortSittings : inBangla()?.sittings;
  return names && Object.hasOwn(names, sitting) ? names[sitting as Sitting] : sitting;
}
