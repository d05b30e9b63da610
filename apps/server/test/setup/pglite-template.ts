import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

/** Migrates one PGlite database once; every test file starts from a copy of it (~0.6 s). */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
  const dump = await handle.pglite?.dumpDataDir('none');
  await handle.close();
  if (!dump) throw new Error('PGlite template dump failed');
  const file = path.join(os.tmpdir(), `messmate-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { url: string; name: string };
  }
}
