import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStream, formatEvent } from '../../src/modules/notifications/event-stream';
import { openStream } from './sse-client';

const timing = { heartbeatMs: 40, retryMs: 1234, maxAgeMs: 400 };
let server: http.Server;
let url: string;
let closedOnServer = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const stream = new EventStream(
      { userId: 'user-1', sessionTokenHash: 'a'.repeat(64), address: '127.0.0.1' },
      req,
      res,
      timing,
    );
    stream.onClose(() => (closedOnServer += 1));
    stream.open();
    stream.send('hello', { line: 'two\nlines' }, 'id-1');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('EventStream', () => {
  it('keeps JSON data on one line so an event cannot be split or forged', () => {
    expect(formatEvent('notification', { body: 'a\n\nevent: fake' }, 'x')).toBe(
      'id: x\nevent: notification\ndata: {"body":"a\\n\\nevent: fake"}\n\n',
    );
  });

  it('sends the retry hint, the event, heartbeat comments, and ends after its maximum age', async () => {
    const stream = await openStream(url, {});
    const hello = await stream.next((event) => event.event === 'hello');
    expect(hello).toEqual({ event: 'hello', data: '{"line":"two\\nlines"}', id: 'id-1' });
    await stream.ended;
    const raw = stream.raw();
    expect(raw.startsWith('retry: 1234\n\n')).toBe(true);
    expect(raw.split(': heartbeat\n\n').length - 1).toBeGreaterThanOrEqual(3);
    expect(closedOnServer).toBeGreaterThanOrEqual(1);
  });

  it('stops writing once the client has gone', async () => {
    const before = closedOnServer;
    const stream = await openStream(url, {});
    await stream.next((event) => event.event === 'hello');
    stream.close();
    await expect.poll(() => closedOnServer).toBe(before + 1);
  });
});
