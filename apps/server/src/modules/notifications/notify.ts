import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { NOTIFICATION_CHANNEL, type NotificationSignal } from './channel';
import { notificationsRepository } from './repository';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  /** One or two short sentences. */
  body: string;
  /** A path inside the app to open, such as /meals/{id}. */
  link: string | null;
}

/**
 * Sends signals on the notification channel. Inside a transaction PostgreSQL holds them
 * until it commits and drops them if it rolls back, so no stream hears of a row that was
 * never stored. One statement however many: the payloads travel as one JSON array.
 */
export async function signal(db: Executor, signals: readonly NotificationSignal[]): Promise<void> {
  if (signals.length === 0) return;
  await db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, value::text) from json_array_elements(${JSON.stringify(signals)}::json)`,
  );
}

/**
 * Stores notifications and announces them to every app instance, in the caller's
 * transaction: pass the `tx` the event itself is written in. Returns the new rows' ids.
 */
export async function notifyMany(
  tx: Executor,
  notes: readonly NewNotification[],
): Promise<{ id: string; userId: string }[]> {
  const stored = await notificationsRepository.insert(tx, notes);
  await signal(
    tx,
    stored.map((row) => ({ type: 'created', userId: row.userId, id: row.id })),
  );
  return stored;
}

/** One notification for one user; see notifyMany. Returns its id. */
export async function notify(tx: Executor, note: NewNotification): Promise<string> {
  const [stored] = await notifyMany(tx, [note]);
  if (!stored) throw new Error('notification insert returned nothing');
  return stored.id;
}

/** Every admin, as stored now, gets the same notification. */
export async function notifyAdmins(
  tx: Executor,
  note: Omit<NewNotification, 'userId'>,
): Promise<number> {
  const admins = await notificationsRepository.adminIds(tx);
  const stored = await notifyMany(
    tx,
    admins.map((userId) => ({ ...note, userId })),
  );
  return stored.length;
}
