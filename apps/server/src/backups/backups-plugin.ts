import fp from 'fastify-plugin';
import { BackupService } from './backup-service';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupService;
  }
}

/** The app's backups: scheduled with BACKUP_DIR from ready until close. */
export const backupsPlugin = fp(async (app) => {
  const { BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP } = app.env;
  const schedule = BACKUP_DIR
    ? { dir: BACKUP_DIR, everyHours: BACKUP_EVERY_HOURS, keep: BACKUP_KEEP }
    : undefined;
  const backups = new BackupService(app.database, app.log, schedule);
  app.decorate('backups', backups);
  app.addHook('onReady', () => backups.start());
  app.addHook('onClose', () => backups.stop());
});
