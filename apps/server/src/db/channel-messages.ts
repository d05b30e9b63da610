import { sql } from 'drizzle-orm';
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
