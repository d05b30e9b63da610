import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACTIONS, type App } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { createUser, originOf, signedInAs } from '../factories/users';
import { openTestDatabase } from '../helpers/test-database';

let log = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg?: string });

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  const env = loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' });
  database = await openTestDatabase();
  app = await buildApp({
    env,
    database,
    logger: { level: 'info', redact: LOG_REDACTIONS, stream: sink },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the request log (finding 8 of issue 16)', () => {
  it('records a signed-out text/plain post to sign-in as the client mistake it is, not an error', async () => {
    log = '';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...originOf(app), 'content-type': 'text/plain' },
      payload: '{"email":"someone@example.com","password":"whatever password"}',
    });
    expect(res.statusCode).toBe(415);
    expect(lines().filter((line) => line.level >= 50)).toEqual([]);
    expect(log).not.toContain('"stack"');
  });

  it("never holds a resident's email from a ?email= address or a path", async () => {
    log = '';
    const admin = await signedInAs(app, { role: 'admin' });
    const resident = await createUser(app.db, { email: 'private.parveen@example.com' });
    for (const url of [
      `/api/serve-meals?email=${resident.email}`,
      `/api/payments?email=${encodeURIComponent(resident.email)}`,
      `/api/reviews?email=${resident.email}&x=1`,
    ]) {
      await app.inject({ method: 'GET', url, headers: admin.headers });
    }
    await app.inject({
      method: 'PATCH',
      url: `/api/users/${encodeURIComponent(resident.email)}/make-admin`,
      headers: admin.headers,
    });
    expect(log).toContain('/api/serve-meals');
    expect(log).toContain('make-admin');
    expect(log.toLowerCase()).not.toContain('private.parveen');
  });
});
