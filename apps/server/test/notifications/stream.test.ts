import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationEventSchema, UnreadCountSchema } from '@messmate/shared';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { requestMeal, serveRequest } from '../requests/helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { markAllRead, raise, raiseInOneInstant, storedFor } from './helpers';
import { openStream, type OpenedStream } from './sse-client';

let t: TestApp;
let baseUrl: string;
const opened: OpenedStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  opened.forEach((stream) => stream.close());
  await t.close();
});

async function streamFor(headers: Record<string, string>) {
  const stream = await openStream(`${baseUrl}/api/notifications/stream`, headers);
  opened.push(stream);
  return stream;
}

const isNotification = (event: { event: string }) => event.event === 'notification';

describe('GET /api/notifications/stream', () => {
  it('opens an uncompressed event stream with a retry hint and the unread count first', async () => {
    const resident = await signedInAs(t.app);
    await raise(t.db, resident.user._id);
    await raise(t.db, resident.user._id);
    const stream = await streamFor({ ...resident.headers, 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toContain('no-cache');
    const first = await stream.next(() => true);
    expect(first.event).toBe('unread');
    expect(UnreadCountSchema.parse(JSON.parse(first.data))).toEqual({ count: 2 });
    expect(stream.raw().startsWith('retry: 5000\n\n')).toBe(true);
  });

  it("delivers a notification raised elsewhere to its user's streams only", async () => {
    const resident = await signedInAs(t.app);
    const neighbour = await signedInAs(t.app);
    const mine = await streamFor(resident.headers);
    const secondTab = await streamFor({ cookie: resident.cookie });
    const theirs = await streamFor(neighbour.headers);
    await Promise.all([mine, secondTab, theirs].map((s) => s.next((e) => e.event === 'unread')));

    const id = await raise(t.db, resident.user._id, { title: 'Your meal is served' });
    for (const stream of [mine, secondTab]) {
      const event = await stream.next(isNotification);
      expect(event.id).toBe(id);
      expect(NotificationEventSchema.parse(JSON.parse(event.data))).toMatchObject({
        notification: { _id: id, title: 'Your meal is served', read: false },
        unread: 1,
      });
    }
    // The neighbour's own next notification is the first one their stream carries.
    const theirId = await raise(t.db, neighbour.user._id, { title: 'For the neighbour' });
    const theirEvent = await theirs.next(isNotification);
    expect(theirEvent.id).toBe(theirId);
    expect(theirs.events.filter(isNotification)).toHaveLength(1);
  });

  it('carries the notification of a request served by an admin to the requester only', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const resident = await signedInAs(t.app, { badge: 'Silver' });
    const neighbour = await signedInAs(t.app, { badge: 'Silver' });
    const meal = await createMeal(t.db, { title: 'Panta Ilish' });
    const asked = await requestMeal(t.app, resident, { mealId: meal.id });
    const mine = await streamFor({ cookie: resident.cookie });
    const theirs = await streamFor(neighbour.headers);
    await Promise.all([mine, theirs].map((s) => s.next((e) => e.event === 'unread')));

    const served = await serveRequest(
      t.app,
      asked.json<{ insertedId: string }>().insertedId,
      admin,
    );
    expect(served.statusCode).toBe(200);
    const event = await mine.next(isNotification);
    expect(JSON.parse(event.data)).toMatchObject({
      notification: {
        kind: 'request_served',
        body: 'Panta Ilish has been served. Enjoy your meal!',
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.events.filter(isNotification)).toEqual([]);
  });

  it('keeps the newest eight streams of one person and ends the oldest', async () => {
    const resident = await signedInAs(t.app);
    const streams: OpenedStream[] = [];
    for (let n = 0; n < 9; n += 1) {
      const stream = await streamFor(resident.headers);
      await stream.next((e) => e.event === 'unread');
      streams.push(stream);
    }
    await streams[0]?.ended;
    const id = await raise(t.db, resident.user._id);
    expect((await streams[8]?.next(isNotification))?.id).toBe(id);
  });

  it('tells every open tab the new count when notifications are marked read', async () => {
    const resident = await signedInAs(t.app);
    await raise(t.db, resident.user._id);
    const stream = await streamFor(resident.headers);
    await stream.next((e) => e.event === 'unread');
    await markAllRead(t.app, resident);
    const update = await stream.next((e) => e.event === 'unread' && e.data === '{"count":0}');
    expect(JSON.parse(update.data)).toEqual({ count: 0 });
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID', async () => {
    const resident = await signedInAs(t.app);
    // Written in one instant (one transaction): only their write order tells them apart.
    const [seen = '', missedA, missedB = ''] = await raiseInOneInstant(t.db, [
      { userId: resident.user._id, title: 'Seen before the drop' },
      { userId: resident.user._id, title: 'Missed one' },
      { userId: resident.user._id, title: 'Missed two' },
    ]);
    const stamps = (await storedFor(t.db, resident.user._id)).map((row) => row.createdAt.getTime());
    expect(new Set(stamps).size).toBe(1);
    const stream = await streamFor({ ...resident.headers, 'last-event-id': seen });
    await stream.next((e) => e.id === missedB);
    expect(stream.events.filter(isNotification).map((e) => e.id)).toEqual([missedA, missedB]);
  });

  it('forgets a stream when the browser goes away, and keeps serving the others', async () => {
    const resident = await signedInAs(t.app);
    const leaving = await streamFor(resident.headers);
    const staying = await streamFor(resident.headers);
    await leaving.next((e) => e.event === 'unread');
    leaving.close();
    await leaving.ended;
    const id = await raise(t.db, resident.user._id);
    expect((await staying.next(isNotification)).id).toBe(id);
  });
});

describe('shutting down with open streams', () => {
  it('ends every stream and closes promptly', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.app.server.address() as AddressInfo).port;
    const resident = await signedInAs(own.app);
    const streams = await Promise.all(
      [1, 2, 3].map(() =>
        openStream(`http://127.0.0.1:${port}/api/notifications/stream`, resident.headers),
      ),
    );
    await Promise.all(streams.map((s) => s.next((e) => e.event === 'unread')));
    const started = Date.now();
    await own.app.close();
    await Promise.all(streams.map((s) => s.ended));
    expect(Date.now() - started).toBeLessThan(2_000);
    await own.database.close();
  });
});
