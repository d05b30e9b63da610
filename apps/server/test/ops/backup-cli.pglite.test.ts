import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBackup } from '../../src/db/backup/read-backup';
import { openDatabase } from '../../src/db/client';
import { freePort, startServerProcess, waitForHealth } from '../helpers/server-process';
import { runCli } from './support/run-cli';
import { rowCounts, tableContents } from './support/table-contents';

const folder = mkdtempSync(path.join(os.tmpdir(), 'messmate-cli-'));
const live = path.join(folder, 'live');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run backup and npm run restore on an embedded database', () => {
  it('backs up the running server while residents sign up; restores only into an empty folder', async () => {
    const port = await freePort();
    const server = startServerProcess(
      { DATA_DIR: live, SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent-web-build' },
      port,
    );
    await waitForHealth(server);
    const acknowledged: string[] = [];
    let writing = true;
    const lane = async (lane: number) => {
      for (let n = 0; writing; n++) {
        const email = `cli${lane}-${n}@example.com`;
        const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
          body: JSON.stringify({ name: 'Resident', email, password: 'correct horse battery' }),
        });
        if (res.status === 200) acknowledged.push(email);
      }
    };
    const lanes = [lane(1), lane(2)];
    try {
      while (acknowledged.length < 4) await new Promise((resolve) => setTimeout(resolve, 50));
      const before = [...acknowledged];
      const file = path.join(folder, 'busy.backup');
      const backup = await runCli('backup', ['--out', file], { DATA_DIR: live });
      expect(backup.output).toContain(`from the server running on ${live}`);
      expect(backup.code).toBe(0);
      writing = false;
      await Promise.all(lanes);

      const overLive = await runCli('restore', [file, '--data-dir', live], {});
      expect(overLive.code).toBe(1);
      expect(overLive.output).toContain('is already in use by another MessMate process');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      const full = path.join(folder, 'full');
      mkdirSync(full);
      writeFileSync(path.join(full, 'keep.txt'), 'mine');
      const notEmpty = await runCli('restore', [file, '--data-dir', full], {});
      expect(notEmpty.code).toBe(1);
      expect(notEmpty.output).toContain('is not empty: restore into a new, empty folder');

      const restored = path.join(folder, 'restored');
      const restore = await runCli('restore', [file, '--data-dir', restored], {});
      expect(restore.output).toContain(`Restored into ${restored}`);
      expect(restore.code).toBe(0);

      const copy = await openDatabase({ kind: 'pglite', dataDir: path.join(restored, 'pglite') });
      try {
        const users = (await tableContents(copy.db))['"public"."user"'] ?? [];
        const emails = users.map((row) => (JSON.parse(row) as { email: string }).email);
        expect(before.filter((email) => !emails.includes(email))).toEqual([]);
        expect(await rowCounts(copy.db)).toEqual((await verifyBackup(file)).end.rows);
      } finally {
        await copy.close();
      }
    } finally {
      writing = false;
      server.child.kill('SIGINT');
      await server.exited;
    }
  }, 180_000);

  it('refuses a damaged file, touching nothing', async () => {
    const damaged = path.join(folder, 'damaged.backup');
    writeFileSync(damaged, 'not a backup at all');
    const target = path.join(folder, 'never-made');
    const refused = await runCli('restore', [damaged, '--data-dir', target], {});
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is damaged or is not a MessMate backup');
    expect(existsSync(target)).toBe(false);
  });
});
