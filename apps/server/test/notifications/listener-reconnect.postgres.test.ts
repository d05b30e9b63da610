import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { raise } from './helpers';
import { openStream, type OpenedStream } from './sse-client';

// Only PostgreSQL has a LISTEN connection of its own that can drop; PGlite listens in-process.
describe('the LISTEN connection drops', () => {
  let t: TestApp;
  let stream: OpenedStream | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    stream?.close();
    await t.close();
  });

  it('reconnects, refreshes the open streams, and delivers again', async () => {
    const resident = await signedInAs(t.app);
    const port = (t.app.server.address() as AddressInfo).port;
    stream = await openStream(
      `http://127.0.0.1:${port}/api/notifications/stream`,
      resident.headers,
    );
    await stream.next((event) => event.event === 'unread');

    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %'`,
    );
    const unreadEvents = () => stream?.events.filter((event) => event.event === 'unread').length;
    await expect.poll(unreadEvents, { timeout: 10_000 }).toBe(2);

    const id = await raise(t.db, resident.user._id);
    expect((await stream.next((event) => event.id === id)).event).toBe('notification');
  });
});
