import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackupFile } from '../../src/db/backup/backup-file';
import { verifyBackup } from '../../src/db/backup/read-backup';
import { restoreBackup } from '../../src/db/backup/restore-backup';
import { assertEmptyDatabase } from '../../src/db/backup/restore-target';
import type { DatabaseHandle, Executor } from '../../src/db/client';
import { notifications } from '../../src/db/schema';
import { createImage } from '../factories/images';
import { expectRankingTotalsExact, expectRollupsExact } from '../analytics/rollup-recount';
import { likeAt } from '../analytics/helpers';
import { createMeal, createReview } from '../factories/meals';
import { createUser, originOf, signUpUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { raise, raiseInOneInstant, storedFor } from '../notifications/helpers';
import { openEmptyTarget } from './support/empty-target';
import { rowCounts, tableContents } from './support/table-contents';

let t: TestApp;
const folder = mkdtempSync(path.join(os.tmpdir(), 'messmate-backup-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

async function restoredCopy(file: string): Promise<DatabaseHandle> {
  const target = await openEmptyTarget();
  await assertEmptyDatabase(target);
  await restoreBackup(target, file, await verifyBackup(file));
  return target;
}

const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq;

// A fresh embedded database and scrypt sign-ups take long on a busy two-core machine.
const SLOW = { timeout: 120_000 };

describe('a backup restored into an empty database', SLOW, () => {
  it('holds every row of every table, images byte for byte', async () => {
    const resident = await signUpUser(t.app);
    const image = await createImage(t.db);
    await createMeal(t.db, { image: image.url });
    const file = path.join(folder, 'still.backup');
    await writeBackupFile(t.database, file);

    const copy = await restoredCopy(file);
    try {
      expect(await tableContents(copy.db)).toEqual(await tableContents(t.db));
      const counts = await rowCounts(copy.db);
      expect(counts['"public"."user"']).toBeGreaterThanOrEqual(1);
      expect(counts['"public"."images"']).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(await tableContents(copy.db))).toContain(resident.user.email);
    } finally {
      await copy.close();
    }
  });

  it('keeps the trigger-kept analytics as written: restored with triggers off, never counted twice', async () => {
    const meal = await createMeal(t.db, { title: 'Restored Rollup Rice' });
    const rater = await createUser(t.db);
    await likeAt(t.db, meal.id, rater.id, '2025-05-01T06:00:00Z');
    await createReview(t.db, meal, rater, {
      rating: 2,
      createdAt: new Date('2025-05-01T06:00:00Z'),
    });
    await createReview(t.db, meal, rater, {
      rating: 4,
      createdAt: new Date('2025-05-02T06:00:00Z'),
    });
    const file = path.join(folder, 'rollups.backup');
    await writeBackupFile(t.database, file);

    const copy = await restoredCopy(file);
    try {
      await expectRollupsExact(copy.db);
      const restored = await expectRankingTotalsExact(copy.db);
      expect(restored).toEqual(await expectRankingTotalsExact(t.db));
      expect(restored.likes).toContain(`${meal.id} 1`);
      expect(restored.stars).toEqual(expect.arrayContaining([`${meal.id} 2 1`, `${meal.id} 4 1`]));
      expect(restored.superseded.filter((row) => !row.endsWith(' -'))).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });

  it("keeps each note's place in the write order, and numbers new notes after the restored ones", async () => {
    const resident = await createUser(t.db);
    const written = await raiseInOneInstant(
      t.db,
      ['First', 'Second', 'Third'].map((title) => ({ userId: resident.id, title })),
    );
    const file = path.join(folder, 'notes.backup');
    await writeBackupFile(t.database, file);

    const copy = await restoredCopy(file);
    try {
      const order = async (db: Executor) =>
        (await storedFor(db, resident.id)).map(({ id, seq }) => ({ id, seq })).sort(bySeq);
      const restored = await order(copy.db);
      expect(restored).toEqual(await order(t.db));
      expect(restored.map((note) => note.id)).toEqual(written);
      const [highest] = await copy.db.select({ seq: max(notifications.seq) }).from(notifications);
      const next = await raise(copy.db, resident.id, { title: 'After the restore' });
      const [added] = (await storedFor(copy.db, resident.id)).filter((note) => note.id === next);
      expect(added?.seq).toBeGreaterThan(highest?.seq ?? Number.POSITIVE_INFINITY);
    } finally {
      await copy.close();
    }
  });

  it('made while residents sign up: nothing acknowledged before it is missing, counts equal', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const lane = async (lane: number) => {
      for (let n = 0; writing; n++) {
        const email = `lane${lane}-${n}-${Date.now()}@example.com`;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: originOf(t.app),
          payload: { name: 'Racing Resident', email, password: 'correct horse battery' },
        });
        if (res.statusCode === 200) acknowledged.push(email);
      }
    };
    const lanes = [lane(1), lane(2), lane(3)];
    while (acknowledged.length < 6) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = [...acknowledged];
    const file = path.join(folder, 'busy.backup');
    await writeBackupFile(t.database, file);
    const atEnd = acknowledged.length;
    writing = false;
    await Promise.all(lanes);

    const { end } = await verifyBackup(file);
    const copy = await restoredCopy(file);
    try {
      const users = (await tableContents(copy.db))['"public"."user"'] ?? [];
      const emails = users.map((row) => (JSON.parse(row) as { email: string }).email);
      expect(before.filter((email) => !emails.includes(email))).toEqual([]);
      expect(await rowCounts(copy.db)).toEqual(end.rows);
      const signedUp = emails.filter((email) => email.startsWith('lane'));
      expect(signedUp.length).toBeGreaterThanOrEqual(before.length);
      expect(signedUp.length).toBeLessThanOrEqual(atEnd + 3);
    } finally {
      await copy.close();
    }
  });

  it('is refused by a database that already holds tables', async () => {
    await expect(assertEmptyDatabase(t.database)).rejects.toThrow(
      /already holds tables: restore into a new, empty database/,
    );
  });
});
