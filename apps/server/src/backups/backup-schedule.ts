import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PARTIAL_SUFFIX } from '../db/backup/backup-file';
import { isScheduledBackup, madeAt, scheduledBackupName } from './backup-names';

export interface ScheduleSettings {
  dir: string;
  everyHours: number;
  keep: number;
}

/** A scheduled backup counts as late this long after it was due (a big one takes a while). */
export const LATE_AFTER_MS = 15 * 60 * 1000;

export const periodMs = (settings: ScheduleSettings) => settings.everyHours * 3600 * 1000;

/** The newest finished backup in the folder, by the time in its name; half-written ones are removed. */
export async function newestBackupIn(dir: string): Promise<Date | undefined> {
  await mkdir(dir, { recursive: true });
  let newest: Date | undefined;
  for (const name of await readdir(dir)) {
    if (name.endsWith(PARTIAL_SUFFIX)) await rm(path.join(dir, name), { force: true });
    const at = isScheduledBackup(name) ? madeAt(name) : undefined;
    if (at && (!newest || at > newest)) newest = at;
  }
  return newest;
}

/** Deletes all but the newest `keep` scheduled backups (files of other names are left alone). */
export async function pruneBackups(settings: ScheduleSettings): Promise<void> {
  const names = (await readdir(settings.dir)).filter(isScheduledBackup).sort();
  const old = names.slice(0, Math.max(0, names.length - settings.keep));
  await Promise.all(old.map((name) => rm(path.join(settings.dir, name), { force: true })));
}

export function nextBackupFile(settings: ScheduleSettings, now: Date): string {
  return path.join(settings.dir, scheduledBackupName(now));
}
