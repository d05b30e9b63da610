import type { Language } from './constants';
import type { Sitting } from './schemas/mess-calendar';

/**
 * The sittings' (and meal categories') names in Bangla: one list, read by the server's words
 * (cut-off reminders, the menu's news) and by the web's (lib/i18n/sitting-names.ts). In English
 * the names are the sittings themselves.
 */
export const SITTING_NAMES_BN: Record<Sitting, string> = {
  Breakfast: 'সকালের নাশতা',
  Lunch: 'দুপুরের খাবার',
  Dinner: 'রাতের খাবার',
};

/** The same names cut short, for a chart's axis or a tab on a phone: the last word of breakfast's. */
export const SHORT_SITTING_NAMES_BN: Record<Sitting, string> = {
  Breakfast: 'নাশতা',
  Lunch: 'দুপুর',
  Dinner: 'রাত',
};

export const SITTING_NAMES: Record<Language, Record<Sitting, string>> = {
  en: { Breakfast: 'Breakfast', Lunch: 'Lunch', Dinner: 'Dinner' },
  bn: SITTING_NAMES_BN,
};
