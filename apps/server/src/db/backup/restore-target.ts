import { readdirSync } from 'node:fs';
import type { DatabaseHandle } from '../client';
import { DataDirInUseError, liveHolderOf } from '../data-dir-lock';
import { appliedMigrations, listTables } from './catalog';
import { BackupFileError } from './format';

function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A restore goes only into a data folder nobody uses and that holds nothing yet. */
export function assertEmptyDataDir(dir: string): void {
  const pid = liveHolderOf(dir);
  if (pid !== undefined) throw new DataDirInUseError(dir, pid);
  if (entriesOf(dir).length > 0) {
    throw new BackupFileError(
      `${dir} is not empty: restore into a new, empty folder (this never overwrites data).`,
    );
  }
}

/** A restore goes only into a PostgreSQL database without tables (create it anew first). */
export async function assertEmptyDatabase(handle: DatabaseHandle): Promise<void> {
  const tables = await listTables(handle.db);
  const migrations = await appliedMigrations(handle.db);
  if (tables.length > 0 || migrations.length > 0) {
    throw new BackupFileError(
      'The database named by DATABASE_URL already holds tables: restore into a new, empty database (createdb), never over data.',
    );
  }
}
