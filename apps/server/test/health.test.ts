import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_VALUE_LENGTH } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API routes with the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'No route for GET /api/no-such-thing.',
      error: 'No route for GET /api/no-such-thing.',
    });
  });

  it('serves an OpenAPI document that lists the health route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
});

describe('errors raised before routing', () => {
  it('answers an over-long path parameter with the one error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/meals/${'x'.repeat(MAX_PATH_VALUE_LENGTH + 1)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      statusCode: 414,
      code: 'FST_ERR_MAX_PARAM_LENGTH',
      message: 'The address is too long.',
      error: 'The address is too long.',
    });
  });
});
