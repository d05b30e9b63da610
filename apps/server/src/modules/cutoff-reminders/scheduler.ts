import type { FastifyBaseLogger } from 'fastify';
import { addDays, type Sitting } from '@messmate/shared';
import { cutoffReminderText } from '@messmate/shared/menu-news-texts';
import type { Database } from '../../db/client';
import { communityDay } from '../../lib/community-day';
import { clockTime } from '../../lib/community-time';
import { dayInWords } from '../../lib/community-time';
import type { PushOutcome, PushSender } from '../push/sender';
import { cutoffRemindersRepository } from './repository';

/**
 * How long before a sitting's cut-off the reminder goes: an hour is time enough to decide and tap
 * (a class ends, a bus arrives) and near enough that the plan and the resident's mind are what
 * they will be at the cut-off. Lunch closing at 10:30 is reminded from 09:30, Breakfast closing
 * at 22:00 the evening before from 21:00. It is a window, not an instant: an instance that was
 * down at 09:30 still reminds at 09:45. Decision record 0032.
 */
export const REMINDER_LEAD_MINUTES = 60;

/** Claims of sittings older than this are forgotten (a week of rows per resident at most). */
const KEEP_CLAIMS_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface ReminderTick {
  /** Residents whose reminder this tick claimed (and so sent), over every due sitting. */
  claimed: number;
  outcome: PushOutcome;
}

export interface CutoffReminderOptions {
  db: Database;
  push: PushSender;
  log: FastifyBaseLogger;
  timeZone: string;
  /** Seconds between ticks; 0: the scheduler does not run (tick() still works). */
  tickSeconds: number;
}

/**
 * Sends each opted-in resident one push per planned sitting, REMINDER_LEAD_MINUTES before its
 * cut-off. Every instance ticks; a reminder is claimed in the database before it is sent (see
 * cutoffRemindersRepository.claim), so it goes out once however many instances run, and never
 * twice after a crash (at most once: a crash between claim and send loses that one reminder).
 */
export class CutoffReminderScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private prunedAt = 0;

  constructor(private readonly options: CutoffReminderOptions) {}

  /** One pass at `now`: claims the reminders now due and sends them; resolves when answered. */
  async tick(now = new Date()): Promise<ReminderTick> {
    const { db, push, timeZone } = this.options;
    const until = new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000);
    const due = await cutoffRemindersRepository.dueSittings(db, now, until);
    const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
    let claimed = 0;
    for (const { date, sitting, cutoffAt } of due) {
      const userIds = await cutoffRemindersRepository.claim(db, date, sitting);
      if (userIds.length === 0) continue;
      claimed += userIds.length;
      const targets = await cutoffRemindersRepository.targets(db, date, sitting, userIds);
      const sent = await push.sendTo(
        targets.map(({ subscription, language, eating }) => ({
          subscription,
          payload: reminderPayload(date, sitting, cutoffAt, {
            language: language ?? 'en',
            eating,
            timeZone,
          }),
        })),
      );
      for (const key of ['sent', 'removed', 'failed'] as const) outcome[key] += sent[key];
    }
    await this.pruneNowAndThen(now);
    return { claimed, outcome };
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now.getTime();
    const today = communityDay(now, this.options.timeZone);
    await cutoffRemindersRepository.pruneBefore(this.options.db, addDays(today, -KEEP_CLAIMS_DAYS));
  }

  /** A tick that logs its failure; skipped while the last one still runs. */
  private tickNow(): void {
    if (this.running) return;
    this.running = this.tick()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'cut-off reminders failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  start(): void {
    if (this.options.tickSeconds <= 0) return;
    this.timer = setInterval(() => this.tickNow(), this.options.tickSeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

function reminderPayload(
  date: string,
  sitting: Sitting,
  cutoffAt: Date,
  { language, eating, timeZone }: { language: 'en' | 'bn'; eating: boolean; timeZone: string },
) {
  const text = cutoffReminderText(language, {
    sitting,
    day: dayInWords(date, language),
    closesAt: clockTime(cutoffAt, timeZone),
    eating,
  });
  return { ...text, tag: `cutoff-${date}-${sitting}` };
}
