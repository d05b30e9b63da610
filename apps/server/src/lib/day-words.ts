import type { Language } from '@messmate/shared';

/** Bangla with Latin digits, as the web app writes it unless a reader asks for Bengali ones. */
const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD-u-nu-latn' };

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, weekday: boolean): Intl.DateTimeFormat {
  const key = `${language} ${weekday}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      ...(weekday ? { weekday: 'short' as const } : {}),
    });
    formats.set(key, made);
  }
  return made;
}

/** A calendar date (YYYY-MM-DD) as a reader says it: 'Mon 3 Mar', or '3 Mar' without the weekday. */
export function dayInWords(date: string, language: Language, weekday = true): string {
  return format(language, weekday).format(new Date(`${date}T12:00:00Z`));
}
