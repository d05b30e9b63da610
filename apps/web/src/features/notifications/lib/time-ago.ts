import { formatDate } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', 'yesterday', '3 days ago', then the date. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const past = Math.abs(seconds);
  if (past < 45) return 'just now';
  if (past < HOUR) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (past < DAY) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (past < 7 * DAY) return relative.format(Math.round(seconds / DAY), 'day');
  return formatDate(iso);
}
