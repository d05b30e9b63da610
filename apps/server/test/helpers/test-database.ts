import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { databaseUrlFor } from './postgres-url';

/** A fresh, migrated database of the project's kind (PGlite, or PostgreSQL in the pg project). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND === 'postgres') return openPostgresCopy();
  const template = await readFile(inject('pgliteTemplatePath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
}

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const { url, name } = inject('postgresTemplate');
  const copy = `messmate_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${copy} template ${name}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(url, copy),
    poolSize: 20,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${copy} with (force)`);
      await cleanup.end();
    },
  };
}
