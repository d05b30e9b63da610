import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { verifyBackup, type VerifiedBackup } from '../../src/db/backup/read-backup';
import { restoreBackup } from '../../src/db/backup/restore-backup';
import type { DatabaseHandle } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows-of';
import { loadEnv } from '../../src/env';
import { prepareDatabase } from '../../src/startup';
import { expectRankingTotalsExact, expectRollupsExact } from '../analytics/rollup-recount';
import { originOf } from '../factories/users';
import { raise } from '../notifications/helpers';
import { openEmptyTarget } from '../ops/support/empty-target';
import { tableContents } from '../ops/support/table-contents';
import { fixtureRows, missingRows } from './fixture-rows';

export interface UpgradedRelease {
  app: App;
  database: DatabaseHandle;
  signIn: (email: string, password: string) => Promise<{ authorization: string }>;
}

/**
 * This release started on the database of an earlier one (`fixtures/<commit>.backup`, made as
 * README.md beside this file says), with the checks every fixture gets: its migrations apply,
 * the rollups count the old rows, no row is lost or changed, and its resident can still work.
 */
export function upgradeFrom(commit: string): UpgradedRelease {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), `fixtures/${commit}.backup`);
  let fixture: VerifiedBackup;
  const release = {} as UpgradedRelease;
  beforeAll(async () => {
    fixture = await verifyBackup(file);
    release.database = await openEmptyTarget();
    await restoreBackup(release.database, file, fixture);
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-build',
      PUBLIC_ANSWER_CACHE_MS: '0',
    });
    release.app = await buildApp({ env, database: release.database, logger: false });
    // As a start of this release does: its newer migrations, the admin check, no demo seed.
    await prepareDatabase(release.database, env, { info: () => undefined });
    await release.app.ready();
  }, 120_000);
  afterAll(async () => {
    await release.app.close();
    await release.database.close();
  });

  release.signIn = async (email, password) => {
    const res = await release.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: originOf(release.app),
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };

  describe(`this release started on the database of ${commit}`, () => {
    it('the fixture holds rows in every table', () => {
      const empty = Object.entries(fixture.end.rows).filter(([, count]) => count === 0);
      expect(empty).toEqual([]);
      expect(Object.keys(fixture.end.rows).length).toBeGreaterThanOrEqual(20);
    });

    it("counts the earlier release's requests into the analytics rollups", async () => {
      const { days, waits } = await expectRollupsExact(release.database.db);
      expect(days.length).toBeGreaterThan(0);
      expect(waits.length).toBeGreaterThan(0);
    });

    it("counts the earlier release's requests and star ratings per meal and marks superseded ratings", async () => {
      const { totals, stars, superseded } = await expectRankingTotalsExact(release.database.db);
      expect(totals.length).toBeGreaterThan(0);
      expect(stars.length).toBeGreaterThan(0);
      expect(superseded.length).toBeGreaterThan(0);
    });

    it('keeps every row of every table, each value as it was', async () => {
      const now = await tableContents(release.database.db);
      const before = await fixtureRows(file);
      for (const [table, rows] of Object.entries(before)) {
        expect(missingRows(rows, now[table] ?? []), `rows of ${table} lost or changed`).toEqual([]);
      }
    });

    it("numbers the earlier release's notes in the order it listed them, and new notes after them", async () => {
      const { db } = release.database;
      const before = (await fixtureRows(file))['"public"."notifications"'] ?? [];
      const ids = before.map((line) => (JSON.parse(line) as { id: string }).id);
      expect(ids.length).toBeGreaterThan(0);
      const numbered = await rowsOf<{ id: string; seq: number; place: number }>(
        db,
        sql`select id, seq::int as seq,
            (row_number() over (order by created_at, id))::int as place
          from notifications where id in ${ids}`,
      );
      expect(numbered.filter((row) => row.seq !== row.place)).toEqual([]);
      expect(numbered).toHaveLength(ids.length);
      const [sequence] = await rowsOf<{ last: number | null }>(
        db,
        sql`select last_value::int as last from pg_sequences where sequencename = 'notifications_seq_seq'`,
      );
      // Called, so a backup made right after the upgrade carries it on.
      expect(sequence?.last).toBeGreaterThanOrEqual(ids.length);
      const [user] = await rowsOf<{ id: string }>(db, sql`select id from "user" limit 1`);
      const added = await raise(db, user?.id ?? '', { title: 'After the upgrade' });
      const [next] = await rowsOf<{ seq: number }>(
        db,
        sql`select seq::int as seq from notifications where id = ${added}`,
      );
      expect(next?.seq).toBeGreaterThan(ids.length);
    });

    it('works: the resident signs in as Gold, meals list, the admin sees requests', async () => {
      const { app, signIn } = release;
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

  return release;
}
