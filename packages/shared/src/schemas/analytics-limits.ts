// No zod here: the web app reads these limits without loading a schema library.

/** The longest period either analytics page may ask for, in days (a year, leap day included). */
export const ANALYTICS_MAX_DAYS = 366;
/** The period an analytics page shows when it names none: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether YYYY-MM-DD names a day the calendar has (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}
