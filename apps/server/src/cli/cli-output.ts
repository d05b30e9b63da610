import { BackupFileError } from '../db/backup/format';
import { DataDirInUseError } from '../db/data-dir-lock';
import { ConfigurationError } from '../env';

/** Ends a command-line tool: a problem the person can fix in words, anything else in full. */
export function exitWith(error: unknown): never {
  const known =
    error instanceof BackupFileError ||
    error instanceof DataDirInUseError ||
    error instanceof ConfigurationError ||
    error instanceof UsageError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}

export class UsageError extends Error {}

export function countRows(rows: Record<string, number>): string {
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  return `${total} rows in ${Object.keys(rows).length} tables`;
}
