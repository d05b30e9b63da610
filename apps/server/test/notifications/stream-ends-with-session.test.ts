import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { session } from '../../src/db/schema';
import { originOf, sessionCookieFrom, signUpUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openStream, type OpenedStream } from './sse-client';

// Finding 5 of issue 16: after sign-out an open stream kept delivering for up to 15 minutes.
// Two instances on one database, as behind a load balancer.
let first: TestApp;
let firstUrl: string;
let second: App;
let secondDatabase: DatabaseHandle | undefined;
let secondUrl: string;
const opened: OpenedStream[] = [];

const urlOf = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  first = await createTestApp();
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  firstUrl = urlOf(first.app);
  const url = first.database.pool?.options.connectionString;
  secondDatabase = url ? await openDatabase({ kind: 'postgres', url, poolSize: 5 }) : undefined;
  second = await buildApp({
    env: first.env,
    database: secondDatabase ?? first.database,
    logger: false,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = urlOf(second);
});
afterAll(async () => {
  opened.forEach((stream) => stream.close());
  await second.close();
  await secondDatabase?.close();
  await first.close();
});

async function streamAt(base: string, headers: Record<string, string>) {
  const stream = await openStream(`${base}/api/notifications/stream`, headers);
  opened.push(stream);
  await stream.next((event) => event.event === 'unread');
  return stream;
}

/** 'ended' once the server closed the stream, or 'open' if it has not within `ms`. */
async function endedWithin(stream: OpenedStream, ms = 5_000) {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('open'), ms));
  return Promise.race([stream.ended.then(() => 'ended'), timeout]);
}

async function secondSession(email: string, password: string) {
  const res = await first.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: originOf(first.app),
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return {
    token: res.json<{ token: string }>().token,
    cookie: sessionCookieFrom(res.headers['set-cookie']),
  };
}

describe(`a stream whose session ends (${process.env.TEST_DB_KIND})`, () => {
  it('closes on sign-out, on this instance and on the other', async () => {
    const resident = await signUpUser(first.app);
    const here = await streamAt(firstUrl, { cookie: resident.cookie });
    const there = await streamAt(secondUrl, { cookie: resident.cookie });
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...originOf(first.app), cookie: resident.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await endedWithin(here)).toBe('ended');
    expect(await endedWithin(there)).toBe('ended');
  });

  it("closes when the session is revoked from another device, and only that session's streams", async () => {
    const resident = await signUpUser(first.app);
    const phone = await secondSession(resident.user.email, resident.password);
    const laptopStream = await streamAt(secondUrl, resident.headers);
    const phoneStream = await streamAt(secondUrl, { cookie: phone.cookie });
    const revoked = await first.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: { ...originOf(first.app), authorization: `Bearer ${phone.token}` },
      payload: { token: resident.token },
    });
    expect(revoked.statusCode).toBe(200);
    expect(await endedWithin(laptopStream)).toBe('ended');
    expect(await endedWithin(phoneStream, 500)).toBe('open');
  });

  it('closes when the session row is deleted outright (the account removed, say)', async () => {
    const resident = await signUpUser(first.app);
    const stream = await streamAt(secondUrl, resident.headers);
    await first.db.delete(session).where(eq(session.token, resident.token));
    expect(await endedWithin(stream)).toBe('ended');
  });
});
