import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigrations } from '../../src/db/backup/migrate-to';
import type { DatabaseHandle } from '../../src/db/client';
import { migrationsFolder } from '../../src/paths';
import { createUser } from '../factories/users';
import { openEmptyTarget } from '../ops/support/empty-target';

const migrations = readMigrationFiles({ migrationsFolder });
const NUMBERING = migrations.findIndex((migration) =>
  migration.sql.some((statement) => statement.includes('ADD GENERATED ALWAYS AS IDENTITY')),
);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyTarget();
}, 120_000);
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

// Migration 0024 (decision 0050) numbers the notes already written in the order they were
// listed until then, (created_at, id), whatever order they were stored in.
it('numbers existing notes by (created_at, id), and new notes after them', async () => {
  expect(migrations[NUMBERING]?.sql.join('')).toContain('"seq"');
  await applyMigrations(database, migrations.slice(0, NUMBERING));
  const resident = await createUser(database.db);
  // Stored newest first, two of them in one instant: neither storage nor id order is the answer.
  await database.db.execute(sql`
    insert into notifications (id, user_id, kind, title, body, created_at) values
      ('ffffffff-0000-4000-8000-000000000000', ${resident.id}, 'k', 'Third', 'b', '2026-01-03Z'),
      ('bbbbbbbb-0000-4000-8000-000000000000', ${resident.id}, 'k', 'Second of one instant', 'b', '2026-01-02Z'),
      ('aaaaaaaa-0000-4000-8000-000000000000', ${resident.id}, 'k', 'First of one instant', 'b', '2026-01-02Z'),
      ('cccccccc-0000-4000-8000-000000000000', ${resident.id}, 'k', 'Oldest', 'b', '2026-01-01Z')`);
  await applyMigrations(database, migrations.slice(0, NUMBERING + 1));

  const numbered = await rowsOf<{ title: string; seq: number }>(
    sql`select title, seq::int as seq from notifications order by seq`,
  );
  expect(numbered).toEqual([
    { title: 'Oldest', seq: 1 },
    { title: 'First of one instant', seq: 2 },
    { title: 'Second of one instant', seq: 3 },
    { title: 'Third', seq: 4 },
  ]);
  await database.db.execute(
    sql`insert into notifications (user_id, kind, title, body) values (${resident.id}, 'k', 'New', 'b')`,
  );
  const [added] = await rowsOf<{ seq: number }>(
    sql`select seq::int as seq from notifications where title = 'New'`,
  );
  expect(added?.seq).toBe(5);
  await expect(
    database.db.execute(sql`update notifications set seq = 1 where title = 'New'`),
  ).rejects.toThrow();
});
