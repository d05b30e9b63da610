import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@messmate/shared/messages';
import { ApiError, createApiClient, failureText, OFFLINE_CODE } from '@/lib/api-client';
import { offlineStatus, SAVED_AT_HEADER } from '@/lib/offline-status';

// A real server that answers every GET as the service worker's saved copy would, or fresh.
const seen: string[] = [];
let savedAt: string | null = null;
const server = createServer((request, response) => {
  seen.push(`${request.method} ${request.url}`);
  response.setHeader('content-type', 'application/json');
  if (savedAt) response.setHeader(SAVED_AT_HEADER, savedAt);
  response.end('{"count":0}');
});
let api: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  api = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

describe('offline, as the service worker tells the page', () => {
  it('keeps the oldest saved time shown, refuses a change without sending it, and forgets it all on a fresh answer', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    savedAt = '2026-03-01T06:40:00.000Z';
    await api('GET /notifications/unread-count');
    savedAt = '2026-03-01T06:55:00.000Z';
    await api('GET /notifications/unread-count');
    expect(offlineStatus.get()).toEqual({ offline: true, savedAt: '2026-03-01T06:40:00.000Z' });

    seen.length = 0;
    const refused = await api('POST /notifications/read-all').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: OFFLINE_CODE, message: MESSAGES.offlineWriteRefused });
    expect(failureText(refused, 'Could not mark them read.')).toBe(MESSAGES.offlineWriteRefused);
    expect(seen).toEqual([]);

    vi.stubGlobal('navigator', { onLine: true });
    savedAt = null;
    await api('GET /notifications/unread-count');
    expect(offlineStatus.get()).toEqual({ offline: false, savedAt: null });
    await api('POST /notifications/read-all');
    expect(seen.at(-1)).toBe('POST /notifications/read-all');
  });
});
