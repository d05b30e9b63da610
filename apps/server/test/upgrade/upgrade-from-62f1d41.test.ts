import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { verifyBackup, type VerifiedBackup } from '../../src/db/backup/read-backup';
import { restoreBackup } from '../../src/db/backup/restore-backup';
import type { DatabaseHandle } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { prepareDatabase } from '../../src/startup';
import { expectRankingTotalsExact, expectRollupsExact } from '../analytics/rollup-recount';
import { originOf } from '../factories/users';
import { openEmptyTarget } from '../ops/support/empty-target';
import { tableContents } from '../ops/support/table-contents';
import { fixtureRows, missingRows } from './fixture-rows';

// The database of the release before this one (main at 62f1d41): its demo community, filled
// through its API by fill-a-release.ts (README.md beside this file says how it was made).
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/62f1d41.backup');

let database: DatabaseHandle;
let app: App;
let fixture: VerifiedBackup;
beforeAll(async () => {
  fixture = await verifyBackup(FIXTURE);
  database = await openEmptyTarget();
  await restoreBackup(database, FIXTURE, fixture);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-build',
    PUBLIC_ANSWER_CACHE_MS: '0',
  });
  app = await buildApp({ env, database, logger: false });
  // As a start of this release does: its newer migrations, the admin check, no demo seed.
  await prepareDatabase(database, env, { info: () => undefined });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const signIn = async (email: string, password: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: originOf(app),
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
};

describe('this release started on the previous release’s database', () => {
  it('the fixture holds rows in every table', () => {
    const empty = Object.entries(fixture.end.rows).filter(([, count]) => count === 0);
    expect(empty).toEqual([]);
    expect(Object.keys(fixture.end.rows).length).toBeGreaterThanOrEqual(20);
  });

  it("counts the previous release's requests into the analytics rollups", async () => {
    const { days, waits } = await expectRollupsExact(database.db);
    expect(days.length).toBeGreaterThan(0);
    expect(waits.length).toBeGreaterThan(0);
  });

  it("counts the previous release's requests and star ratings per meal and marks superseded ratings", async () => {
    const { totals, stars, superseded } = await expectRankingTotalsExact(database.db);
    expect(totals.length).toBeGreaterThan(0);
    expect(stars.length).toBeGreaterThan(0);
    expect(superseded.length).toBeGreaterThan(0);
  });

  it('keeps every row of every table, each value as it was', async () => {
    const now = await tableContents(database.db);
    const before = await fixtureRows(FIXTURE);
    for (const [table, rows] of Object.entries(before)) {
      expect(missingRows(rows, now[table] ?? []), `rows of ${table} lost or changed`).toEqual([]);
    }
  });

  it('works: the resident signs in as Gold, meals list, the admin sees requests', async () => {
    const resident = await signIn('rahim.upgrade@example.com', 'rahim-password-1');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: resident });
    expect(me.json()).toMatchObject({ email: 'rahim.upgrade@example.com', badge: 'Gold' });
    const meals = await app.inject({ method: 'GET', url: '/api/meals' });
    expect(meals.statusCode).toBe(200);
    expect(meals.body).toContain('"title"');
    const mine = await app.inject({
      method: 'GET',
      url: '/api/serve-meals?email=rahim.upgrade%40example.com',
      headers: resident,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<unknown[]>()).toHaveLength(2);
    const admin = await signIn('admin@hall.example', 'admin-password-1');
    const requests = await app.inject({ method: 'GET', url: '/api/serve-meals', headers: admin });
    expect(requests.statusCode).toBe(200);
    // A new request still works after the upgrade.
    const requested = await app.inject({
      method: 'POST',
      url: '/api/serve-meals',
      headers: resident,
      payload: { mealId: (meals.json<{ _id: string }[]>()[2] ?? { _id: '' })._id },
    });
    expect(requested.statusCode, requested.body).toBe(201);
  });
});
