// npm run restore -- FILE --data-dir DIR   (or with DATABASE_URL set: into that empty database)
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../db/backup/restore-backup';
import { assertEmptyDatabase, assertEmptyDataDir } from '../db/backup/restore-target';
import { verifyBackup } from '../db/backup/read-backup';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { loadEnv } from '../env';
import { countRows, exitWith, UsageError } from './cli-output';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' } },
  });
  const [given] = positionals;
  if (!given || positionals.length > 1) {
    throw new UsageError('Usage: npm run restore -- FILE --data-dir DIR (or set DATABASE_URL)');
  }
  const file = path.resolve(given);
  const env = loadEnv();
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
  const verified = await verifyBackup(file);
  console.log(
    `${file}: ${countRows(verified.end.rows)}, made ${verified.header.createdAt}; checksum verified.`,
  );

  if (!dataDir && env.DATABASE_URL) {
    const handle = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 });
    try {
      await assertEmptyDatabase(handle);
      await restoreBackup(handle, file, verified).catch((error: unknown) => {
        console.error(
          'The restore failed; the database may now hold empty tables: drop it and create it again before trying again.',
        );
        throw error;
      });
    } finally {
      await handle.close();
    }
    console.log('Restored into the database named by DATABASE_URL. Start MessMate with it.');
    return;
  }
  const target = dataDir ?? env.DATA_DIR;
  assertEmptyDataDir(target);
  const release = lockDataDir(target);
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'pglite') });
    try {
      await restoreBackup(handle, file, verified);
    } finally {
      await handle.close();
    }
  } catch (error) {
    // The folder was empty: leave it so again rather than half restored.
    rmSync(path.join(target, 'pglite'), { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
  console.log(`Restored into ${target}. Start MessMate with DATA_DIR=${target}.`);
}

main().catch(exitWith);
