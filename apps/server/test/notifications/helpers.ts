import { eq } from 'drizzle-orm';
import {
  MarkReadResultSchema,
  NotificationPageSchema,
  UnreadCountSchema,
  type Notification,
} from '@messmate/shared';
import type { App } from '../../src/app';
import type { Database, Executor } from '../../src/db/client';
import { notifications } from '../../src/db/schema';
import { notify } from '../../src/modules/notifications/notify';
import type { SignedIn } from '../factories/users';

export function getNotifications(app: App, who: SignedIn, query: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/notifications', query, headers: who.headers });
}

export async function notificationsOf(app: App, who: SignedIn): Promise<Notification[]> {
  const res = await getNotifications(app, who, { limit: '50' });
  if (res.statusCode !== 200) throw new Error(`GET /api/notifications answered ${res.statusCode}`);
  return NotificationPageSchema.parse(res.json()).items;
}

export async function unreadOf(app: App, who: SignedIn): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: who.headers,
  });
  return UnreadCountSchema.parse(res.json()).count;
}

export function markRead(app: App, who: SignedIn, id: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/notifications/${id}/read`,
    headers: who.headers,
  });
}

export async function markAllRead(app: App, who: SignedIn) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: who.headers,
    payload: {},
  });
  return MarkReadResultSchema.parse(res.json());
}

/** A notification raised as the modules raise theirs: stored and signalled. */
export function raise(
  db: Executor,
  userId: string,
  overrides: { title?: string; body?: string; requestId?: string } = {},
) {
  const { title = 'Your meal is served', body = 'Test meal has been served. Enjoy your meal!' } =
    overrides;
  const text = { kind: 'request_served' as const, title, body, link: '/dashboard/requests' };
  return notify(db, { userId, texts: { en: text, bn: text }, requestId: overrides.requestId });
}

/**
 * Notifications raised one after another in one transaction: on PGlite and PostgreSQL alike they
 * share one created_at (now() is the transaction's start), so only their write order tells them
 * apart. Returns their ids in the order they were written.
 */
export function raiseInOneInstant(
  db: Database,
  notes: readonly { userId: string; title: string }[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const { userId, title } of notes) ids.push(await raise(tx, userId, { title }));
    return ids;
  });
}

/** Rows straight from the table, to check what the API does not show. */
export function storedFor(db: Executor, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}
