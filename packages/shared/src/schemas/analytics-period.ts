import { z } from 'zod';
import { blankToUndefined } from './common';

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

const daySchema = (which: 'from' | 'to') =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isCalendarDay, `The '${which}' day must be a date as YYYY-MM-DD, e.g. 2025-06-01.`)
      .optional(),
  );

/** `?from=&to=`: days in the community's time zone; the server fills what is missing. */
export const AnalyticsQuerySchema = z.object({ from: daySchema('from'), to: daySchema('to') });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** The period an answer covers, both days included, in the community's time zone. */
export const AnalyticsPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriodSchema>;
