import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@messmate/shared';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ID = '00000000-0000-4000-8000-000000000000';

describe('a known API address with a method it does not take', () => {
  it.each([
    ['PUT', `/api/meals/${ID}`, 'DELETE, GET, HEAD, PATCH'],
    ['POST', '/api/meals?limit=2', 'GET, HEAD'],
    ['GET', `/api/meals/${ID}/like`, 'DELETE'],
    ['DELETE', '/api/upcoming-meals', 'GET, HEAD, POST'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method: method as 'PUT', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('an unknown address is still 404', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
  });
});
