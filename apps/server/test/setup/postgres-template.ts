import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { databaseUrlFor } from '../helpers/postgres-url';

const TEMPLATE = `messmate_template_${process.pid}`;

/** Migrates one PostgreSQL database; each test file gets `CREATE DATABASE … TEMPLATE` of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(url, TEMPLATE),
    poolSize: 1,
  });
  await runMigrations(handle);
  await handle.close();
  project.provide('postgresTemplate', { url, name: TEMPLATE });

  return async () => {
    await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
    await admin.end();
  };
}
