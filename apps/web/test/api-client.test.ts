import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  fillPath,
  NETWORK_FAILURE_MESSAGE,
  UNKNOWN_FAILURE_MESSAGE,
  withQuery,
} from '@/lib/api-client';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

// A real HTTP server on a free port: it records each request and answers as a route tells it.
let seen: Seen[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void = (_, response) =>
  response.end();
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      body,
    });
    answer(request, response);
  });
});
let api: ReturnType<typeof createApiClient>;

const json =
  (status: number, payload: unknown) => (_: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  };

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  api = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const reset = (respond: typeof answer) => {
  seen = [];
  answer = respond;
};

describe('requests', () => {
  it('fills path parameters, encoded, and leaves blank query values out', async () => {
    reset(json(200, []));
    await api('GET /meals', { query: { search: 'dal & rice', category: '', min: null, limit: 6 } });
    await api('GET /meals/:id', { params: { id: 'a/b c' } });
    expect(seen.map((request) => request.url)).toEqual([
      '/api/meals?search=dal+%26+rice&limit=6',
      '/api/meals/a%2Fb%20c',
    ]);
  });

  it('sends a body as JSON, and an empty object for a POST or PATCH without one', async () => {
    reset(json(200, { acknowledged: true }));
    await api('POST /serve-meals', { body: { mealId: 'm-1' } });
    await api('PATCH /serve-meals/:id', { params: { id: 'r-1' } });
    await api('DELETE /serve-meals/:id', { params: { id: 'r-1' } });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/serve-meals',
        contentType: 'application/json',
        body: '{"mealId":"m-1"}',
      },
      { method: 'PATCH', url: '/api/serve-meals/r-1', contentType: 'application/json', body: '{}' },
      { method: 'DELETE', url: '/api/serve-meals/r-1', contentType: undefined, body: '' },
    ]);
  });

  it('sends a form as multipart, with its boundary', async () => {
    reset(json(201, { url: '/api/images/x.webp', hash: 'x', width: 1, height: 1 }));
    const body = new FormData();
    body.append('image', new File(['pixels'], 'dal.png', { type: 'image/png' }));
    const uploaded = await api('POST /images', { body });
    expect(uploaded.url).toBe('/api/images/x.webp');
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('filename="dal.png"');
  });

  it('answers with the parsed JSON, and with nothing for a 204', async () => {
    reset(json(200, { count: 4 }));
    await expect(api('GET /admin/meals-count', { query: { email: 'a@b.c' } })).resolves.toEqual({
      count: 4,
    });
    reset((_, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(api('POST /auth/sign-out')).resolves.toBeUndefined();
  });
});

describe('failures', () => {
  it("carries the server's status, code and message", async () => {
    reset(
      json(409, {
        statusCode: 409,
        code: 'DAILY_LIMIT',
        message: 'Silver members can request 3 meals a day.',
        error: 'Silver members can request 3 meals a day.',
      }),
    );
    const failure = await api('POST /serve-meals', { body: { mealId: 'm-1' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      code: 'DAILY_LIMIT',
      message: 'Silver members can request 3 meals a day.',
    });
  });

  it('says something went wrong when the answer is not our error body', async () => {
    reset((_, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });
    await expect(api('GET /payments')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: UNKNOWN_FAILURE_MESSAGE,
    });
  });

  it('turns an unreachable server into a NETWORK error with words a person understands', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const offline = createApiClient(`http://127.0.0.1:${port}/api`);
    await expect(offline('GET /session')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: NETWORK_FAILURE_MESSAGE,
    });
  });
});

describe('addresses', () => {
  it('builds query strings from the values that are set', () => {
    expect(withQuery('/reviews')).toBe('/reviews');
    expect(withQuery('/reviews', { email: '' })).toBe('/reviews');
    expect(withQuery('/reviews', { email: 'rahim@example.com', page: 0, all: false })).toBe(
      '/reviews?email=rahim%40example.com&page=0&all=false',
    );
  });

  it('fills every parameter of a path', () => {
    expect(fillPath('/users/:email/make-admin', { email: 'a+b@c.d' })).toBe(
      '/users/a%2Bb%40c.d/make-admin',
    );
    expect(fillPath('/payment-intents/:id/confirm', { id: 'pi_1' })).toBe(
      '/payment-intents/pi_1/confirm',
    );
  });
});
