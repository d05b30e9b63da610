import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inspect, runCrashCycles } from '../../../../bench/crash/run-crash-cycles';
import { openDatabase } from '../../src/db/client';
import { freePort } from '../helpers/server-process';

// The shortened bench/crash run: the real server on an embedded database folder, SIGKILLed
// three times under write load.
describe('crash consistency', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messmate-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged write and every invariant through three SIGKILLs, and the check sees damage', async () => {
    const report = await runCrashCycles({
      dataDir,
      port: await freePort(),
      kills: 3,
      loadMs: [800, 2000],
    });
    expect(report.problems).toEqual([]);
    expect(report.kills).toBe(3);
    // Each kill waits for at least 10 new acknowledged writes; how many more depends on the machine.
    expect(report.acknowledged).toBeGreaterThanOrEqual(30);

    // The same check on a folder damaged by hand must complain, or it proves nothing.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.db.execute(sql`update meals set likes = likes + 1`);
    await database.db.execute(sql`delete from payments`);
    await database.close();
    const found = (await inspect(dataDir, report.journal)).join('\n');
    expect(found).toMatch(/like rows/);
    expect(found).toMatch(/acknowledged payment .* is missing/);
    expect(found).toMatch(/but paid for Bronze/);
  }, 240_000);
});
