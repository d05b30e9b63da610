import { t } from '@/lib/i18n';
import { peopleText } from './messages';

/**
 * The one rule for naming who wrote a review, made a payment or wrote a message: their name, or
 * 'Former resident' once they deleted their account (the server then answers null; decision 0033).
 */
export function authorName(name: string | null | undefined): string {
  return name ?? t(peopleText.formerResident);
}
