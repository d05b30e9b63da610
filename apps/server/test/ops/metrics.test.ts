import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signUpUser } from '../factories/users';
import { openStream } from '../notifications/sse-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is off: 404 with the reason, whatever is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Metrics are off: set METRICS_TOKEN to turn them on.');
      expect(res.body).not.toContain('nodejs_');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a request without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.body).not.toContain('messmate_');
    }
  });

  it('shows requests by route and status, database time, streams, event-loop delay and backups', async () => {
    const meal = await createMeal(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/meals/${randomUUID()}` })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /messmate_http_request_duration_seconds_count\{method="GET",route="\/api\/meals\/:id",status="200"\} 1\n/,
    );
    expect(text).toMatch(
      /messmate_http_request_duration_seconds_count\{method="GET",route="\/api\/meals\/:id",status="404"\} 1\n/,
    );
    const statements = /messmate_db_query_duration_seconds_count (\d+)/.exec(text)?.[1];
    expect(Number(statements)).toBeGreaterThan(0);
    expect(text).toContain('messmate_event_streams_open 0');
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toContain('messmate_backups_total{outcome="made"} 0');
    expect(text).toContain('messmate_backup_age_seconds -1');
  });

  it('counts the notification event streams open on this instance', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const resident = await signUpUser(t.app);
    const stream = await openStream(
      `http://127.0.0.1:${port}/api/notifications/stream`,
      resident.headers,
    );
    try {
      expect(stream.status).toBe(200);
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.body).toContain('messmate_event_streams_open 1');
    } finally {
      stream.close();
    }
  });
});
