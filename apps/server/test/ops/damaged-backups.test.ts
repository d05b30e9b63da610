import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackupFile } from '../../src/db/backup/backup-file';
import { verifyBackup } from '../../src/db/backup/read-backup';
import { migrationsUpTo } from '../../src/db/backup/migrate-to';
import { createMeal } from '../factories/meals';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const folder = mkdtempSync(path.join(os.tmpdir(), 'messmate-damaged-'));
const good = path.join(folder, 'good.backup');
beforeAll(async () => {
  t = await createTestApp();
  await createMeal(t.db, { title: 'Khichuri for the checksum' });
  await writeBackupFile(t.database, good);
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

function variant(name: string, bytes: Buffer): string {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

const lines = () => gunzipSync(readFileSync(good)).toString('utf8');

describe('a backup file is checked whole before anything is restored', () => {
  it('passes for the file as written, with its row counts', async () => {
    const { header, end } = await verifyBackup(good);
    expect(header['@format']).toBe('messmate-backup');
    expect(end.rows['"public"."meals"']).toBe(1);
  });

  it('refuses a file cut off while copying', async () => {
    const whole = readFileSync(good);
    await expect(
      verifyBackup(variant('cut.backup', whole.subarray(0, whole.length - 40))),
    ).rejects.toThrow(/ends early: the backup is incomplete/);
  });

  it('refuses a file cut at a line, whose gzip is whole', async () => {
    const text = lines();
    const withoutEnd = text.slice(0, text.lastIndexOf('{"@end"'));
    await expect(verifyBackup(variant('no-end.backup', gzipSync(withoutEnd)))).rejects.toThrow(
      /ends early/,
    );
  });

  it('refuses a file whose rows were changed', async () => {
    const tampered = lines().replace('Khichuri for the checksum', 'Khichuri for the thief');
    await expect(verifyBackup(variant('tampered.backup', gzipSync(tampered)))).rejects.toThrow(
      /is damaged: its checksum does not match/,
    );
  });

  it('refuses a file that is not a backup, zipped or not', async () => {
    await expect(
      verifyBackup(variant('notes.txt', Buffer.from('shopping list\n'))),
    ).rejects.toThrow(/is damaged or is not a MessMate backup/);
    await expect(
      verifyBackup(variant('other.json.gz', gzipSync('{"hello":"world"}\n'))),
    ).rejects.toThrow(/is not a MessMate backup/);
    await expect(verifyBackup(path.join(folder, 'missing.backup'))).rejects.toThrow(
      /does not exist/,
    );
  });

  it('refuses a backup of a newer release, whose migrations this one does not know', () => {
    const header = JSON.parse(lines().split('\n')[0] ?? '') as { migrations: number[] };
    const { migrations } = header;
    expect(migrationsUpTo(migrations)).toHaveLength(migrations.length);
    expect(() => migrationsUpTo([...migrations, Date.now()])).toThrow(
      /made by a newer or different MessMate/,
    );
    expect(existsSync(good)).toBe(true);
  });
});
