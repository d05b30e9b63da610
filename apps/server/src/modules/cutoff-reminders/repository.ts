import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Sitting } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { CHOICE_OF_USER, EATING } from '../board/repository';
import {
  boardChoices,
  cutoffReminderOptIns,
  cutoffRemindersSent,
  menuSittings,
  pushSubscriptions,
  user,
} from '../../db/schema';

export const cutoffRemindersRepository = {
  async isOptedIn(db: Executor, userId: string): Promise<boolean> {
    const rows = await db
      .select({ userId: cutoffReminderOptIns.userId })
      .from(cutoffReminderOptIns)
      .where(eq(cutoffReminderOptIns.userId, userId));
    return rows.length > 0;
  },

  async optIn(db: Executor, userId: string): Promise<void> {
    await db.insert(cutoffReminderOptIns).values({ userId }).onConflictDoNothing();
  },

  async optOut(db: Executor, userId: string): Promise<void> {
    await db.delete(cutoffReminderOptIns).where(eq(cutoffReminderOptIns.userId, userId));
  },

  /** Planned sittings still open whose cut-off comes after `now` and by `until`. */
  dueSittings(db: Executor, now: Date, until: Date) {
    return db
      .select({
        date: menuSittings.date,
        sitting: menuSittings.sitting,
        cutoffAt: menuSittings.cutoffAt,
      })
      .from(menuSittings)
      .where(
        and(
          gt(menuSittings.cutoffAt, now),
          lte(menuSittings.cutoffAt, until),
          isNull(menuSittings.frozenAt),
        ),
      )
      .orderBy(asc(menuSittings.date), asc(menuSittings.sitting));
  },

  /**
   * Claims the sitting's reminder for every opted-in resident with a browser to push to and no
   * claim yet: one statement; a row another instance inserted first is skipped (ON CONFLICT DO
   * NOTHING), so each (resident, sitting) is returned to one claimer only, once.
   */
  async claim(db: Executor, date: string, sitting: Sitting): Promise<string[]> {
    const rows = await rowsOf<{ user_id: string }>(
      db,
      sql`
      insert into ${cutoffRemindersSent} (date, sitting, user_id)
      select ${date}::date, ${sitting}::meal_category, ${cutoffReminderOptIns.userId}
      from ${cutoffReminderOptIns}
      join ${user} on ${user.id} = ${cutoffReminderOptIns.userId} and ${user.role} = 'student'
      where exists (
        select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${cutoffReminderOptIns.userId}
      )
      on conflict do nothing
      returning user_id`,
    );
    return rows.map((row) => row.user_id);
  },

  /** The browsers of these residents, each with its owner's language and place on the board. */
  targets(db: Executor, date: string, sitting: Sitting, userIds: readonly string[]) {
    return db
      .select({
        subscription: pushSubscriptions,
        language: user.language,
        eating: EATING,
      })
      .from(pushSubscriptions)
      .innerJoin(user, eq(user.id, pushSubscriptions.userId))
      .innerJoin(menuSittings, and(eq(menuSittings.date, date), eq(menuSittings.sitting, sitting)))
      .leftJoin(boardChoices, CHOICE_OF_USER)
      .where(inArray(pushSubscriptions.userId, [...userIds]));
  },

  /** Forgets claims of sittings before `date`: their cut-offs are long past. */
  async pruneBefore(db: Executor, date: string): Promise<void> {
    await db.delete(cutoffRemindersSent).where(lt(cutoffRemindersSent.date, date));
  },
};
