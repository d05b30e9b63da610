import { CURRENCY_SIGN } from '@messmate/shared';

const taka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 120 → '৳120', 85.5 → '৳85.5'. */
export function formatTaka(amount: number): string {
  return `${CURRENCY_SIGN}${taka.format(amount)}`;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
