import fp from 'fastify-plugin';
import { CutoffReminderScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    cutoffReminders: CutoffReminderScheduler;
  }
}

/** Cut-off reminders, every CUTOFF_REMINDER_TICK_SECONDS from ready until close. */
export const cutoffRemindersPlugin = fp(async (app) => {
  const reminders = new CutoffReminderScheduler({
    db: app.db,
    push: app.push,
    log: app.log,
    timeZone: app.env.TZ_COMMUNITY,
    tickSeconds: app.env.CUTOFF_REMINDER_TICK_SECONDS,
  });
  app.decorate('cutoffReminders', reminders);
  app.addHook('onReady', () => reminders.start());
  app.addHook('onClose', () => reminders.stop());
});
