import { idOf, SITTINGS } from '@messmate/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { publishOnChannel } from '../../db/channel-messages';

/** The one PostgreSQL channel every app instance LISTENs on. */
export const NOTIFICATION_CHANNEL = 'messmate_notifications';

/**
 * What travels on the channel: only ids, never the text, so a payload stays far below
 * PostgreSQL's 8000-byte limit and each instance reads the row it is allowed to send.
 */
const NotificationSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), userId: z.string(), id: idOf('notification') }),
  z.object({ type: z.literal('read'), userId: z.string() }),
  // A resident changed their place on the board: every admin's open kitchen page refetches.
  z.object({ type: z.literal('board'), date: z.string(), sitting: z.enum(SITTINGS) }),
]);
export type ChannelSignal = z.infer<typeof NotificationSignalSchema>;
export type NotificationSignal = Exclude<ChannelSignal, { type: 'board' }>;
export type BoardSignal = Extract<ChannelSignal, { type: 'board' }>;

/** The signal in a channel payload, or null for anything this version does not understand. */
export function parseSignal(payload: string): ChannelSignal | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = NotificationSignalSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Tells every app instance (on commit, when `db` is a transaction). */
export function announce(db: Executor, signals: readonly ChannelSignal[]): Promise<void> {
  return publishOnChannel(db, NOTIFICATION_CHANNEL, signals);
}
