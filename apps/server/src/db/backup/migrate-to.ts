import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../../paths';
import type { DatabaseHandle } from '../client';
import { BackupFileError } from './format';

/**
 * This release's migrations up to the backup's: the backup's rows fit the tables as they were
 * then, and the server's next start applies the newer migrations to them, as an upgrade does.
 */
export function migrationsUpTo(level: number[]): MigrationMeta[] {
  const known = readMigrationFiles({ migrationsFolder });
  const prefix = known.slice(0, level.length);
  const matches = prefix.every((migration, index) => migration.folderMillis === level[index]);
  if (prefix.length !== level.length || !matches) {
    throw new BackupFileError(
      'This backup was made by a newer or different MessMate release: restore it with that release (or a newer one).',
    );
  }
  return prefix;
}

interface Migrator {
  dialect: PgDialect;
  session: PgSession;
}

export async function applyMigrations(handle: DatabaseHandle, migrations: MigrationMeta[]) {
  const { dialect, session } = handle.db as unknown as Migrator;
  await dialect.migrate(migrations, session, { migrationsFolder });
}
