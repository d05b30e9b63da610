import path from 'node:path';

const SCHEDULED = /^messmate-(\d{8}-\d{6})\.backup$/;

/** messmate-20261125-083000.backup: names sort in the order the backups were made (UTC). */
export function scheduledBackupName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `messmate-${stamp}.backup`;
}

export function isScheduledBackup(name: string): boolean {
  return SCHEDULED.test(name);
}

/** When a scheduled backup was made, read from its name. */
export function madeAt(name: string): Date | undefined {
  const stamp = SCHEDULED.exec(path.basename(name))?.[1];
  if (!stamp) return undefined;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  return new Date(iso);
}
