import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, MarkReadResultSchema, NotificationPageSchema } from '@messmate/shared';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getNotifications,
  markAllRead,
  markRead,
  notificationsOf,
  raiseInOneInstant,
  storedFor,
  unreadOf,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` notes of a new resident, written in one instant: their write order alone sorts them. */
async function residentWith(count: number): Promise<{ who: SignedIn; ids: string[] }> {
  const who = await signedInAs(t.app);
  const notes = Array.from({ length: count }, (_, n) => ({
    userId: who.user._id,
    title: `Note ${n + 1}`,
  }));
  return { who, ids: await raiseInOneInstant(t.db, notes) };
}

describe('GET /api/notifications', () => {
  it("lists only the caller's notifications, newest first, page by page without gaps or repeats", async () => {
    const { who } = await residentWith(7);
    await residentWith(2);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await getNotifications(t.app, who, { limit: '3', ...(cursor ? { cursor } : {}) });
      expect(res.statusCode).toBe(200);
      const page = NotificationPageSchema.strict().parse(res.json());
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
  });

  it('shows title, body, link, read state and time', async () => {
    const { who } = await residentWith(1);
    const [item] = await notificationsOf(t.app, who);
    expect(item).toMatchObject({
      kind: 'request_served',
      title: 'Note 1',
      body: 'Test meal has been served. Enjoy your meal!',
      link: '/dashboard/requests',
      read: false,
    });
    expect(Date.now() - Date.parse(item?.createdAt ?? '')).toBeLessThan(60_000);
  });

  it("refuses a malformed cursor or someone else's notification as a cursor", async () => {
    const mine = await residentWith(1);
    const theirs = await residentWith(1);
    for (const cursor of ['not-a-cursor', theirs.ids[0] ?? '']) {
      const res = await getNotifications(t.app, mine.who, { cursor });
      expect(res.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).message).toMatch(/cursor is not valid/);
    }
    const tooMany = await getNotifications(t.app, mine.who, { limit: '51' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'The page size can be at most 50.' });
  });

  it('asks a visitor to sign in on every notification route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['GET', '/api/notifications/stream'],
      ['PATCH', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
      ['POST', '/api/notifications/read'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(ErrorBodySchema.parse(res.json()).message).toBe('Please sign in first.');
    }
  });
});

describe('marking read', () => {
  it('marks one read and lowers the unread count', async () => {
    const { who, ids } = await residentWith(3);
    expect(await unreadOf(t.app, who)).toBe(3);
    const res = await markRead(t.app, who, ids[1] ?? '');
    expect(res.statusCode).toBe(200);
    expect(MarkReadResultSchema.parse(res.json())).toEqual({
      acknowledged: true,
      modifiedCount: 1,
      unread: 2,
    });
    const again = await markRead(t.app, who, ids[1] ?? '');
    expect(again.json()).toMatchObject({ modifiedCount: 0, unread: 2 });
    const items = await notificationsOf(t.app, who);
    expect(items.filter((item) => item.read).map((item) => item._id)).toEqual([ids[1]]);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const mine = await residentWith(1);
    const theirs = await residentWith(1);
    const theirId = theirs.ids[0] ?? '';
    for (const id of [theirId, '00000000-0000-4000-8000-000000000000']) {
      const res = await markRead(t.app, mine.who, id);
      expect(res.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('NOTIFICATION_NOT_FOUND');
    }
    const malformed = await markRead(t.app, mine.who, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(malformed.json()).message).toBe(
      'The notification id is not valid.',
    );
    const [stored] = await storedFor(t.db, theirs.who.user._id);
    expect(stored?.readAt).toBeNull();
  });

  it("marks the listed ones read, ignoring ids that are not the caller's", async () => {
    const mine = await residentWith(3);
    const theirs = await residentWith(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: mine.who.headers,
      payload: { ids: [mine.ids[0], mine.ids[2], theirs.ids[0]] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 2, unread: 1 });
    expect(await unreadOf(t.app, theirs.who)).toBe(1);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: mine.who.headers,
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Send at least one notification id.' });
  });

  it("marks all of the caller's read and nobody else's", async () => {
    const mine = await residentWith(4);
    const theirs = await residentWith(2);
    expect(await markAllRead(t.app, mine.who)).toEqual({
      acknowledged: true,
      modifiedCount: 4,
      unread: 0,
    });
    expect(await unreadOf(t.app, mine.who)).toBe(0);
    expect(await unreadOf(t.app, theirs.who)).toBe(2);
  });
});

describe('OpenAPI', () => {
  it('documents every notification route with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { responses: object }>> }>();
    expect(Object.keys(doc.paths['/api/notifications'] ?? {})).toEqual(['get']);
    expect(doc.paths['/api/notifications/unread-count']).toHaveProperty('get');
    expect(doc.paths['/api/notifications/{id}/read']).toHaveProperty('patch');
    expect(doc.paths['/api/notifications/read']).toHaveProperty('post');
    expect(doc.paths['/api/notifications/read-all']).toHaveProperty('post');
    const stream = doc.paths['/api/notifications/stream']?.get?.responses;
    expect(stream).toMatchObject({ 200: { content: { 'text/event-stream': expect.any(Object) } } });
  });
});
