/**
 * A backup file: gzip of JSON lines. The first line says what the file is, each table's rows
 * follow its own line, and the last line carries the SHA-256 of every line before it, so a
 * foreign, damaged or cut-off file is refused before anything is restored from it.
 *
 *   {"@format":"messmate-backup","version":1,...}
 *   {"@table":"public.meals","columns":["id","title",...]}
 *   {"id":"…","title":"…"}                 one row, as PostgreSQL's row_to_json wrote it
 *   {"@sequence":"public.some_seq","value":12}
 *   {"@end":true,"sha256":"…","rows":{"public.meals":24,...}}
 */
export const BACKUP_FORMAT = 'messmate-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  '@format': typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  databaseKind: 'pglite' | 'postgres';
  /** The migrations the database had (drizzle's created_at of each), oldest first. */
  migrations: number[];
}

export interface TableLine {
  '@table': string;
  columns: string[];
}

export interface SequenceLine {
  '@sequence': string;
  value: number | null;
}

export interface BackupEnd {
  '@end': true;
  sha256: string;
  /** Rows per table, as written. */
  rows: Record<string, number>;
}

/** The file cannot be restored from; the message says why in words an admin understands. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** Control lines start with {"@: row lines never do (no column name starts with @). */
export const isControlLine = (line: string) => line.startsWith('{"@');
