import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { DatabaseHandle } from '../client';
import { writeBackup, type BackupSummary } from './write-backup';

/** The name a backup has while it is being written; never taken for a finished one. */
export const PARTIAL_SUFFIX = '.partial';

/** Makes sure what was written is on the disk, not only in the operating system's cache. */
async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Runs `produce` into a temporary file beside `file`, then renames it into place: `file` is
 * either absent or a whole backup, never half of one.
 */
export async function writeAtomically(
  file: string,
  produce: (out: Writable) => Promise<void>,
): Promise<void> {
  const partial = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}${PARTIAL_SUFFIX}`,
  );
  try {
    await produce(createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await syncToDisk(partial);
    await rename(partial, file);
    await syncToDisk(path.dirname(file)).catch(() => undefined);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export async function writeBackupFile(
  handle: DatabaseHandle,
  file: string,
): Promise<BackupSummary> {
  let summary: BackupSummary | undefined;
  await writeAtomically(file, async (out) => {
    summary = await writeBackup(handle, out);
  });
  if (!summary) throw new Error('The backup was not written');
  return summary;
}
