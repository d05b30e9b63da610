import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { raise } from '../notifications/helpers';
import { openStream } from '../notifications/sse-client';

// Finding 3 of issue 16: a body trickling one byte every 10 s held its request open for good.
// The timeouts are set short here so the test sees them act within a few seconds.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1', IDLE_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Trickle {
  /** Everything the server sent back before it closed the connection. */
  answer: Promise<string>;
  stop(): void;
}

/** Sends `head` and then one byte of `rest` every 200 ms, as a slowloris client does. */
function trickle(head: string, rest: string): Trickle {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++] ?? '');
  }, 200);
  const answer = new Promise<string>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.on('error', () => undefined);
  });
  return {
    answer,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** Resolves with the answer, or 'still open' if the server has not closed in `ms`. */
async function within(slow: Trickle, ms: number): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms));
  const outcome = await Promise.race([slow.answer, timeout]);
  slow.stop();
  return outcome;
}

describe('a slow client', () => {
  it('trickling a body is cut off with 408', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'slow password' });
    const slow = trickle(
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    const answer = await within(slow, 12_000);
    expect(answer).not.toBe('still open');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('trickling its headers is cut off', async () => {
    const slow = trickle(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: ' + 'a'.repeat(200),
    );
    expect(await within(slow, 12_000)).not.toBe('still open');
  }, 20_000);

  it('connecting and sending nothing is cut off', async () => {
    const silent = trickle('', '');
    expect(await within(silent, 12_000)).not.toBe('still open');
  }, 20_000);
});

describe('the notification stream', () => {
  it('stays open well past the timeouts and still delivers', async () => {
    const resident = await signedInAs(t.app);
    const stream = await openStream(
      `http://127.0.0.1:${port}/api/notifications/stream`,
      resident.headers,
    );
    await stream.next((event) => event.event === 'unread');
    // Three times the request and idle timeouts, with nothing sent either way.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const id = await raise(t.db, resident.user._id);
    const event = await stream.next((e) => e.event === 'notification');
    expect(event.id).toBe(id);
    stream.close();
  }, 20_000);
});
