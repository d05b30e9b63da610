import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { writeBackupFile } from '../db/backup/backup-file';
import { writeBackup, type BackupSummary } from '../db/backup/write-backup';
import type { DatabaseHandle } from '../db/client';
import {
  LATE_AFTER_MS,
  newestBackupIn,
  nextBackupFile,
  periodMs,
  pruneBackups,
  type ScheduleSettings,
} from './backup-schedule';

export interface BackupStatus {
  /** 'off' without BACKUP_DIR; 'late' when the last scheduled backup is older than it should be. */
  schedule: 'off' | 'ok' | 'late';
  lastBackupAt: string | null;
}

const CHECK_EVERY_MS = 60 * 1000;

/** Backups this process makes: on its schedule, and for `npm run backup` through the socket. */
export class BackupService {
  made = 0;
  failed = 0;
  lastBackupAt: Date | undefined;
  private lastScheduledAt: Date | undefined;
  private startedAt = new Date();
  private running = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    readonly schedule: ScheduleSettings | undefined,
  ) {}

  private record(summary: BackupSummary): BackupSummary {
    this.made += 1;
    this.lastBackupAt = summary.createdAt;
    return summary;
  }

  async streamTo(out: Writable): Promise<BackupSummary> {
    try {
      return this.record(await writeBackup(this.database, out));
    } catch (error) {
      this.failed += 1;
      throw error;
    }
  }

  /** Makes the scheduled backup if it is due; true when one was made. */
  async runIfDue(now = new Date()): Promise<boolean> {
    const settings = this.schedule;
    if (!settings || this.running) return false;
    const last = this.lastScheduledAt;
    if (last && now.getTime() - last.getTime() < periodMs(settings)) return false;
    this.running = true;
    try {
      const file = nextBackupFile(settings, now);
      const summary = this.record(await writeBackupFile(this.database, file));
      this.lastScheduledAt = summary.createdAt;
      await pruneBackups(settings);
      this.log.info({ file }, 'scheduled backup written');
      return true;
    } catch (error) {
      this.failed += 1;
      this.log.error({ err: error }, 'scheduled backup failed');
      return false;
    } finally {
      this.running = false;
    }
  }

  async start(): Promise<void> {
    if (!this.schedule) return;
    this.startedAt = new Date();
    this.lastScheduledAt = await newestBackupIn(this.schedule.dir);
    this.lastBackupAt ??= this.lastScheduledAt;
    this.timer = setInterval(() => void this.runIfDue(), CHECK_EVERY_MS);
    this.timer.unref();
    void this.runIfDue();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  status(now = new Date()): BackupStatus {
    const lastBackupAt = this.lastBackupAt?.toISOString() ?? null;
    if (!this.schedule) return { schedule: 'off', lastBackupAt };
    const since = (this.lastScheduledAt ?? this.startedAt).getTime();
    const late = now.getTime() - since > periodMs(this.schedule) + LATE_AFTER_MS;
    return { schedule: late ? 'late' : 'ok', lastBackupAt };
  }
}
