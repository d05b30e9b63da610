import { z } from 'zod';
import { MEAL_CATEGORIES, type MealCategory } from '../constants';
import { anyCasingPattern } from './any-casing';
import { blankToUndefined } from './common';

/** The three sittings of a day: the product's meal categories, in the order they are served. */
export const SITTINGS = MEAL_CATEGORIES;
export type Sitting = MealCategory;

/** 'in': residents eat unless they turn a sitting off; 'out': only those who turn it on. */
export const BOARD_DEFAULTS = ['in', 'out'] as const;
export type BoardDefault = (typeof BOARD_DEFAULTS)[number];

/** The most days one menu, board or away range may span. */
export const BOARD_RANGE_MAX_DAYS = 31;
/** GET /api/menu and GET /api/board without `to`: this many days from `from` (today and 6 more). */
export const BOARD_DEFAULT_DAYS = 7;

const sittingMessage = 'The sitting must be Breakfast, Lunch or Dinner.';

/** A sitting's name in any casing ('lunch'), yielding the canonical one ('Lunch'). */
export const SittingSchema = z
  .string({ error: sittingMessage })
  .trim()
  .transform((value, ctx): Sitting => {
    const match = SITTINGS.find((s) => s.toLowerCase() === value.toLowerCase());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: sittingMessage });
      return z.NEVER;
    }
    return match;
  })
  .meta({ pattern: anyCasingPattern(SITTINGS), description: 'Breakfast, Lunch or Dinner' });

const dateMessage = 'Dates are written YYYY-MM-DD, for example 2026-03-12.';

/** A calendar date in the community's time zone, YYYY-MM-DD, that exists (no 2026-02-30). */
export const CommunityDateSchema = z
  .string({ error: dateMessage })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .superRefine((value, ctx) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    const real = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !real)
      ctx.addIssue({ code: 'custom', message: `${value} is not a date on the calendar.` });
  })
  .meta({ description: 'A date in the community time zone, YYYY-MM-DD', example: '2026-03-12' });

/** Whole days from one YYYY-MM-DD to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Why a range is refused, in words, or null when it is fine. Both ends count. */
export function dateRangeProblem(from: string, to: string): string | null {
  const days = daysBetween(from, to) + 1;
  if (days < 1) return 'The range ends before it starts: `to` must be on or after `from`.';
  if (days > BOARD_RANGE_MAX_DAYS)
    return `A range can be at most ${BOARD_RANGE_MAX_DAYS} days; this one is ${days}.`;
  return null;
}

/** ?from=&to= (both optional; the server fills today and today+6). */
export const DateRangeQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, CommunityDateSchema.optional()),
    to: z.preprocess(blankToUndefined, CommunityDateSchema.optional()),
  })
  .superRefine(({ from, to }, ctx) => {
    const problem = from && to ? dateRangeProblem(from, to) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type DateRangeQuery = z.infer<typeof DateRangeQuerySchema>;

/** `/{date}/{sitting}` in a route's address. */
export const DateSittingParamsSchema = z.object({
  date: CommunityDateSchema,
  sitting: SittingSchema,
});
export type DateSittingParams = z.infer<typeof DateSittingParamsSchema>;

/** One sitting of one day. */
export const DateSittingSchema = z.object({ date: z.string(), sitting: z.enum(SITTINGS) });
export type DateSitting = z.infer<typeof DateSittingSchema>;
