// npm run backup -- --out FILE: one backup of the whole community, while the server runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { askServerForBackup } from '../backups/ask-server';
import { backupSocketPath } from '../backups/backup-socket';
import { writeAtomically } from '../db/backup/backup-file';
import { verifyBackup } from '../db/backup/read-backup';
import { writeBackup } from '../db/backup/write-backup';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { loadEnv, type Env } from '../env';
import { countRows, exitWith, UsageError } from './cli-output';

/** PostgreSQL: its own connection. PGlite: the running server, else the folder itself. */
async function produce(env: Env, out: Writable): Promise<string> {
  if (env.DATABASE_URL) {
    const handle = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 });
    try {
      await writeBackup(handle, out);
    } finally {
      await handle.close();
    }
    return 'from PostgreSQL';
  }
  if (await askServerForBackup(backupSocketPath(env.DATA_DIR), () => out)) {
    return `from the server running on ${env.DATA_DIR}`;
  }
  const release = lockDataDir(env.DATA_DIR);
  try {
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(env.DATA_DIR, 'pglite'),
    });
    try {
      await writeBackup(handle, out);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
  return `from ${env.DATA_DIR} (no server was running)`;
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new UsageError('Say where the backup goes: npm run backup -- --out FILE');
  const file = path.resolve(values.out);
  if (existsSync(file)) throw new UsageError(`${file} already exists: choose a new file name.`);
  const env = loadEnv();
  let source = '';
  await writeAtomically(file, async (out) => {
    source = await produce(env, out);
  });
  const { end } = await verifyBackup(file);
  console.log(`Backup written to ${file} ${source}: ${countRows(end.rows)}, checksum verified.`);
}

main().catch(exitWith);
