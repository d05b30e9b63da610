import { z } from 'zod';
import { blankToUndefined } from './common';
import { CommunityDateSchema, SITTINGS } from './mess-calendar';

/** GET /api/kitchen/headcount?date= (default today). */
export const HeadcountQuerySchema = z.object({
  date: z.preprocess(blankToUndefined, CommunityDateSchema.optional()),
});
export type HeadcountQuery = z.infer<typeof HeadcountQuerySchema>;

const portions = (what: string) =>
  z
    .number({ error: `${what} must be a whole number.` })
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(100_000, `${what} is too large.`);

/** PUT /api/kitchen/leftovers/{date}/{sitting} (admin), once the sitting has started. */
export const LeftoversBodySchema = z
  .object({ cooked: portions('Portions cooked'), left: portions('Portions left') })
  .refine(({ cooked, left }) => left <= cooked, {
    message: 'Portions left cannot be more than portions cooked.',
    path: ['left'],
  });
export type LeftoversBody = z.infer<typeof LeftoversBodySchema>;

export const LeftoversSchema = z.object({ cooked: z.number().int(), left: z.number().int() });

export const SavedLeftoversSchema = LeftoversSchema.extend({
  date: z.string(),
  sitting: z.enum(SITTINGS),
});
export type SavedLeftovers = z.infer<typeof SavedLeftoversSchema>;

const RequestCountsSchema = z.object({ pending: z.number().int(), delivered: z.number().int() });

export const HeadcountSittingSchema = z.object({
  sitting: z.enum(SITTINGS),
  /** false: no menu planned, so no board (eating and away are 0). */
  planned: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  cutoffAt: z.string(),
  locked: z.boolean(),
  /** Residents on the board (final once locked). */
  eating: z.number().int(),
  /** Residents off the board. */
  away: z.number().int(),
  /** Board entries collected at the counter: those who actually ate (no-shows: eating − collected). */
  collected: z.number().int(),
  /** Today's requests for meals of this sitting's category, in all and per dish. */
  requests: RequestCountsSchema.extend({
    byMeal: z.array(
      RequestCountsSchema.extend({ mealId: z.string().nullable(), title: z.string() }),
    ),
  }),
  /** Portions to cook, learned from this mess's own past sittings (decision record 0017). */
  suggestedPortions: z.number().int(),
  /** How many past sittings the suggestion learned from (0: it is the headcount itself). */
  suggestionSamples: z.number().int(),
  leftovers: LeftoversSchema.nullable(),
});
export type HeadcountSitting = z.infer<typeof HeadcountSittingSchema>;

export const HeadcountSchema = z.object({
  date: z.string(),
  sittings: z.array(HeadcountSittingSchema),
});
export type Headcount = z.infer<typeof HeadcountSchema>;

/** The notification stream's `event: board` (admins only): refetch that day's headcount. */
export const BoardChangedEventSchema = z.object({ date: z.string(), sitting: z.enum(SITTINGS) });
export type BoardChangedEvent = z.infer<typeof BoardChangedEventSchema>;
