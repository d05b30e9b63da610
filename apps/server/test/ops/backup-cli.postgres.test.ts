import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBackup } from '../../src/db/backup/read-backup';
import type { DatabaseHandle } from '../../src/db/client';
import { signUpUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openEmptyTarget } from './support/empty-target';
import { runCli } from './support/run-cli';
import { rowCounts } from './support/table-contents';

let t: TestApp;
let target: DatabaseHandle;
const folder = mkdtempSync(path.join(os.tmpdir(), 'messmate-pg-cli-'));
const urlOf = (handle: DatabaseHandle) => handle.pool?.options.connectionString ?? '';
beforeAll(async () => {
  t = await createTestApp();
  target = await openEmptyTarget();
});
afterAll(async () => {
  await target.close();
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run backup and npm run restore on PostgreSQL', () => {
  it('copies the database named by DATABASE_URL into an empty one, and never over data', async () => {
    await signUpUser(t.app);
    const file = path.join(folder, 'pg.backup');
    const backup = await runCli('backup', ['--out', file], { DATABASE_URL: urlOf(t.database) });
    expect(backup.output).toContain('from PostgreSQL');
    expect(backup.code).toBe(0);

    const restore = await runCli('restore', [file], { DATABASE_URL: urlOf(target) });
    expect(restore.output).toContain('Restored into the database named by DATABASE_URL');
    expect(restore.code).toBe(0);
    const counts = await rowCounts(target.db);
    expect(counts).toEqual((await verifyBackup(file)).end.rows);
    expect(counts['"public"."user"']).toBe(1);
    expect(counts['"public"."session"']).toBe(1);

    const again = await runCli('restore', [file], { DATABASE_URL: urlOf(target) });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds tables');
  }, 60_000);
});
