import { z } from 'zod';
import type { Executor } from '../../db/client';
import { channelMessage, publishOnChannel, type ChannelMessage } from '../../db/channel-messages';
import { PERSON_CHANGES_CHANNEL } from './announce-repository';

export { PERSON_CHANGES_CHANNEL };

const uuid = z.string();

/** What changed, named by the table written; forget-rules.ts says whose answers that touches. */
const PersonChangeSchema = z.discriminatedUnion('type', [
  /** meal_likes: a like given or taken back. */
  z.object({ type: z.literal('meal-like'), userId: z.string(), mealId: uuid }),
  /** review_likes: a 'helpful' mark given or taken back on a review of this meal. */
  z.object({ type: z.literal('review-helpful'), userId: z.string(), mealId: uuid }),
  /** reviews: a review written by this person on this meal. */
  z.object({ type: z.literal('review-written'), userId: z.string(), mealId: uuid }),
  /**
   * reviews: a review deleted (everyone's 'helpful' marks on it go with it), by the trigger of
   * migration 0025: its author (a former resident's points nowhere) and meal (null once gone).
   */
  z.object({
    type: z.literal('review-deleted'),
    mealId: uuid.nullable(),
    userId: z.string().nullish(),
  }),
  /** reviews: a review edited, marked helpful, retitled or orphaned by its meal (trigger, 0025). */
  z.object({ type: z.literal('review-changed'), userId: z.string(), mealId: uuid.nullable() }),
  /** meal_requests: this person's request made (by its insert), or changed or deleted (trigger). */
  z.object({ type: z.literal('meal-request'), userId: z.string() }),
  /** meals: a meal deleted, its likes with it (trigger, migration 0025). */
  z.object({ type: z.literal('meal-deleted'), mealId: uuid }),
  /** meals: a meal's Bangla title changed, which everyone's lists join (trigger, 0025). */
  z.object({ type: z.literal('meal-edited'), mealId: uuid }),
  /** An account deleted: its rows in many tables, and other people's notes about it. */
  z.object({ type: z.literal('account-deleted') }),
]);
export type PersonChange = z.infer<typeof PersonChangeSchema>;

/** The change in a channel payload, or null for anything this version does not understand. */
export function parsePersonChange(payload: string): PersonChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = PersonChangeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The change as a message the writing statement sends itself (the rush's writes: a like, a
 * review, a request), so it costs no statement of its own.
 */
export function personChangeMessage(change: PersonChange): ChannelMessage {
  return channelMessage(PERSON_CHANGES_CHANNEL, change);
}

/** Tells every app instance (on commit: pass the transaction the change is written in). */
export function announcePersonChanges(
  tx: Executor,
  changes: readonly PersonChange[],
): Promise<void> {
  return publishOnChannel(tx, PERSON_CHANGES_CHANNEL, changes);
}
