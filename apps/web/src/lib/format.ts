// The constants module only: the package root also exports zod schemas, which a visitor page has no use for.
import { CURRENCY_SIGN } from '@messmate/shared/constants';

const wholeTaka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const takaAndPoisha = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 120 → '৳120', 35.5 → '৳35.50': two decimals where there are any, none where there are not. */
export function formatTaka(amount: number): string {
  const format = Number.isInteger(amount) ? wholeTaka : takaAndPoisha;
  return `${CURRENCY_SIGN}${format.format(amount)}`;
}

// toLocaleDateString with options builds a new formatter on every call (slow on a list of
// reviews); one formatter, made on first use, serves them all.
let dateFormat: Intl.DateTimeFormat | undefined;

/** '2026-03-05T…' → '5 Mar 2026'. */
export function formatDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return dateFormat.format(new Date(iso));
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
