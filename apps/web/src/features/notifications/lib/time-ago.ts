import { formatDate } from '@/lib/format';
import { intlLocale, t } from '@/lib/i18n';
import { panelText } from '../panel/messages';

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** '5 minutes ago' in the reader's language and digits (en-US for English, as 'en' always was). */
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = intlLocale('number');
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', 'yesterday', '3 days ago', then the date. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const past = Math.abs(seconds);
  if (past < 45) return t(panelText.justNow);
  const relative = relativeFormat();
  if (past < HOUR) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (past < DAY) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (past < 7 * DAY) return relative.format(Math.round(seconds / DAY), 'day');
  return formatDate(iso);
}
