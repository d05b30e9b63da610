/**
 * Dates and times as the community reads them: in its time zone (from /api/mess-settings),
 * whatever zone the phone is set to. Dates are 'YYYY-MM-DD' on the community's calendar.
 * Words and digits are the reader's: English as always (en-GB), or Bangla.
 */
import { intlLocale, numberFormat, t } from '@/lib/i18n';
import { boardText } from '../messages';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** '10:30 am': an instant's time on the community's clock. */
export function clockTime(iso: string, timeZone: string): string {
  const locale = intlLocale();
  return formatter(
    `clock ${timeZone} ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        // Not hour12: British English then writes the hour after midnight as '0:05 am'.
        hourCycle: 'h12',
      }),
  ).format(new Date(iso));
}

/** The community's calendar day of an instant, as YYYY-MM-DD. */
export function communityDate(instant: Date | number, timeZone: string): string {
  return formatter(
    `day ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).format(instant);
}

/** A calendar date as a UTC instant at noon: weekday and day arithmetic without zone shifts. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** '2026-03-12' plus 3 days → '2026-03-15'. */
export function addDays(date: string, days: number): string {
  const day = noonOf(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The Monday of the date's week (weeks run Monday to Sunday, as the planner shows them). */
export function weekStart(date: string): string {
  const weekday = (noonOf(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** A calendar date in the reader's words, the zone left out (the date is the community's). */
function calendar(date: string, options: Intl.DateTimeFormatOptions): string {
  const locale = intlLocale();
  return formatter(
    `${JSON.stringify(options)} ${locale}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
  ).format(noonOf(date));
}

/** 'Thursday' (বৃহস্পতিবার) */
export function weekdayName(date: string): string {
  return calendar(date, { weekday: 'long' });
}

/** '12 Mar' (১২ মার্চ) */
export function shortDate(date: string): string {
  return calendar(date, { day: 'numeric', month: 'short' });
}

/** 'Thu 12 Mar' (বৃহস্পতি ১২ মার্চ) */
export function dayLabel(date: string): string {
  return intlLocale() === 'en-GB'
    ? `${weekdayName(date).slice(0, 3)} ${shortDate(date)}`
    : calendar(date, { weekday: 'short', day: 'numeric', month: 'short' });
}

/**
 * A cut-off as a resident reads it: '10:30 am' on the sitting's own day, '10:00 pm the day
 * before' for a breakfast whose cut-off is the evening before, else with the day named.
 */
export function cutoffText(sittingDate: string, cutoffAt: string, timeZone: string): string {
  const cutoffDay = communityDate(new Date(cutoffAt), timeZone);
  const time = clockTime(cutoffAt, timeZone);
  if (cutoffDay === sittingDate) return time;
  if (cutoffDay === addDays(sittingDate, -1)) return t(boardText.dayBefore, { time });
  return t(boardText.timeOnDay, { time, day: dayLabel(cutoffDay) });
}

/** 1 h 05 min, 12 min 30 s, 45 s: the time left to a cut-off, to the second under an hour. */
export function timeLeft(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const whole = numberFormat();
  const twoDigits = numberFormat({ minimumIntegerDigits: 2 });
  if (hours > 0)
    return t(boardText.hoursLeft, {
      hours: whole.format(hours),
      minutes: twoDigits.format(minutes),
    });
  if (minutes > 0)
    return t(boardText.minutesLeft, {
      minutes: whole.format(minutes),
      seconds: twoDigits.format(rest),
    });
  return t(boardText.secondsLeft, { seconds: whole.format(rest) });
}

/** '13:05': an instant on the community's 24-hour clock, as the server's messages write it. */
export function clock24(iso: string, timeZone: string): string {
  const locale = intlLocale();
  return formatter(
    `clock24 ${timeZone} ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(iso));
}
