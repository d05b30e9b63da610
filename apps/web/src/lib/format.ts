// The constants module only: the package root also exports zod schemas, which a visitor page has no use for.
import { CURRENCY_SIGN } from '@messmate/shared/constants';
import { dateFormat, numberFormat } from './i18n';

/** 120 → '৳120', 35.5 → '৳35.50': two decimals where there are any, none where there are not. */
export function formatTaka(amount: number): string {
  const format = Number.isInteger(amount)
    ? numberFormat({ maximumFractionDigits: 0 })
    : numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${CURRENCY_SIGN}${format.format(amount)}`;
}

/** '2026-03-05T…' → '5 Mar 2026' (Bangla: '৫ মার্চ, ২০২৬' in the reader's digits). */
export function formatDate(iso: string): string {
  return dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** Cuts text to `length` characters and marks the cut with '...'. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** 'Rahim Uddin' → 'RU'; used where a person has no photo. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.length > 0 ? letters.join('') : '?';
}
