import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationPageSchema, PersonalDataSchema } from '@messmate/shared';
import { notifications } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { getNotifications, raise, raiseInOneInstant, storedFor } from './helpers';
import { openStream } from './sse-client';

// Notes that share created_at (one transaction, or one PGlite millisecond) come in the order
// they were written, wherever they are read: replay, pages, the data download (decision 0050).
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Five notes of one resident in one instant, a neighbour's written between them. */
async function fiveInOneInstant() {
  const resident = await signedInAs(t.app);
  const neighbour = await signedInAs(t.app);
  const note = (userId: string, title: string) => ({ userId, title });
  const written = await raiseInOneInstant(t.db, [
    note(resident.user._id, 'Note 1'),
    note(neighbour.user._id, 'Theirs 1'),
    note(resident.user._id, 'Note 2'),
    note(resident.user._id, 'Note 3'),
    note(neighbour.user._id, 'Theirs 2'),
    note(resident.user._id, 'Note 4'),
    note(resident.user._id, 'Note 5'),
  ]);
  const ids = written.filter((_id, index) => ![1, 4].includes(index));
  const stamps = (await storedFor(t.db, resident.user._id)).map((row) => row.createdAt.getTime());
  expect(new Set(stamps).size).toBe(1);
  return { resident, ids };
}

/** The notifications a stream opened after `lastSeen` replays, up to the one `until`. */
async function replayed(headers: Record<string, string>, lastSeen: string, until: string) {
  const stream = await openStream(`${baseUrl}/api/notifications/stream`, {
    ...headers,
    'last-event-id': lastSeen,
  });
  try {
    await stream.next((event) => event.id === until);
    return stream.events.filter((event) => event.event === 'notification').map((e) => e.id);
  } finally {
    stream.close();
  }
}

describe('notes written in one instant', () => {
  it('are replayed after each of them, every later one and in write order', async () => {
    const { resident, ids } = await fiveInOneInstant();
    const last = ids.at(-1) ?? '';
    for (const [index, seen] of ids.slice(0, -1).entries()) {
      expect(await replayed(resident.headers, seen, last)).toEqual(ids.slice(index + 1));
    }
    // After the last one nothing is replayed: the first note the stream carries is a new one.
    const stream = await openStream(`${baseUrl}/api/notifications/stream`, {
      ...resident.headers,
      'last-event-id': last,
    });
    try {
      await stream.next((event) => event.event === 'unread');
      const fresh = await raise(t.db, resident.user._id, { title: 'Note 6' });
      await stream.next((event) => event.id === fresh);
      const carried = stream.events.filter((event) => event.event === 'notification');
      expect(carried.map((event) => event.id)).toEqual([fresh]);
    } finally {
      stream.close();
    }
  });

  it('are paged newest first without a gap or a repeat, whatever the page size', async () => {
    const { resident } = await fiveInOneInstant();
    for (const limit of [1, 2, 3]) {
      const titles: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await getNotifications(t.app, resident, {
          limit: String(limit),
          ...(cursor ? { cursor } : {}),
        });
        expect(res.statusCode).toBe(200);
        const page = NotificationPageSchema.parse(res.json());
        titles.push(...page.items.map((item) => item.title));
        cursor = page.nextCursor;
      } while (cursor);
      expect(titles, `pages of ${limit}`).toEqual([
        'Note 5',
        'Note 4',
        'Note 3',
        'Note 2',
        'Note 1',
      ]);
    }
  });

  it('are downloaded with the person’s data in write order', async () => {
    const { resident, ids } = await fiveInOneInstant();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/data',
      headers: resident.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = PersonalDataSchema.parse(res.json());
    expect(data.notifications.map((row) => row.title)).toEqual([
      'Note 1',
      'Note 2',
      'Note 3',
      'Note 4',
      'Note 5',
    ]);
    expect(data.notifications.map((row) => row._id)).toEqual(ids);
  });
});

describe('a note written later but stamped earlier (its transaction began first)', () => {
  it('comes after the one written before it, in replay and in pages', async () => {
    const resident = await signedInAs(t.app);
    const first = await raise(t.db, resident.user._id, { title: 'Written first' });
    const second = await raise(t.db, resident.user._id, { title: 'Written second' });
    // As a transaction that began before the first note and wrote its own after it stamps it.
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(notifications.id, second));
    expect(await replayed(resident.headers, first, second)).toEqual([second]);
    const page = NotificationPageSchema.parse(
      (await getNotifications(t.app, resident, { limit: '1', cursor: second })).json(),
    );
    expect(page.items.map((item) => item._id)).toEqual([first]);
  });
});
