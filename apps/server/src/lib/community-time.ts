import type { Language } from '@messmate/shared';

/** Readings of the community's clock for messages people see ('13:05', '24 Nov'). */

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in the zone, 24-hour: '13:05'. */
export function clockTime(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Bangla with Latin digits, as the web app writes it unless a reader asks for Bengali ones. */
const DAY_LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD-u-nu-latn' };

const dayLabelFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(DAY_LOCALES.en, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }),
  bn: new Intl.DateTimeFormat(DAY_LOCALES.bn, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }),
};

/** A community day (YYYY-MM-DD) in words, with its year: '24 Nov 2026', '24 নভে, 2026'. */
export function dayLabel(day: string, language: Language = 'en'): string {
  return dayLabelFormats[language].format(new Date(`${day}T00:00:00Z`));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: Language, weekday: boolean): Intl.DateTimeFormat {
  const key = `${language} ${weekday}`;
  let made = dayFormats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(DAY_LOCALES[language], {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      ...(weekday ? { weekday: 'short' as const } : {}),
    });
    dayFormats.set(key, made);
  }
  return made;
}

/** A calendar date (YYYY-MM-DD) as a reader says it: 'Mon 3 Mar', or '3 Mar' without the weekday. */
export function dayInWords(date: string, language: Language, weekday = true): string {
  return dayFormat(language, weekday).format(new Date(`${date}T12:00:00Z`));
}
