import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Sends messages on a PostgreSQL channel (NOTIFY). Inside a transaction PostgreSQL holds them
 * until it commits and drops them if it rolls back, so no listener hears of a row that was
 * never stored. One statement however many: the payloads travel as one JSON array.
 */
export async function publishOnChannel(
  db: Executor,
  channel: string,
  messages: readonly object[],
): Promise<void> {
  if (messages.length === 0) return;
  await db.execute(
    sql`select pg_notify(${channel}, value::text) from json_array_elements(${JSON.stringify(messages)}::json)`,
  );
}

/** One message for a channel, ready to be sent by a writer's own statement (notifyExpression). */
export interface ChannelMessage {
  channel: string;
  payload: string;
}

export function channelMessage(channel: string, message: object): ChannelMessage {
  return { channel, payload: JSON.stringify(message) };
}

/**
 * The message as an expression a writer selects or returns in the statement that makes the
 * change, so announcing it costs no statement of its own; sent once per row the expression is
 * evaluated for (a RETURNING sends it only for rows actually written).
 */
export function notifyExpression({ channel, payload }: ChannelMessage): SQL<unknown> {
  return sql`pg_notify(${channel}::text, ${payload}::text)`;
}
