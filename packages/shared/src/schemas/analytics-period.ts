import { z } from 'zod';
import { isCalendarDay } from './analytics-limits';
import { blankToUndefined } from './common';

export * from './analytics-limits';

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
