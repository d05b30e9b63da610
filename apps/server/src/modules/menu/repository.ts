import { and, asc, between, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { BoardDefault, Sitting } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { PARENT_ROW_LOCK } from '../../db/row-lock';
import { meals, menuMeals, menuSittings } from '../../db/schema';

export type MenuSittingRow = typeof menuSittings.$inferSelect;
export type NewMenuMeal = typeof menuMeals.$inferInsert;

const oneSitting = (date: string, sitting: Sitting) =>
  and(eq(menuSittings.date, date), eq(menuSittings.sitting, sitting));

export const menuRepository = {
  /** Planned sittings from one date to another, in date and serving order. */
  listSittings(db: Executor, from: string, to: string) {
    return db
      .select()
      .from(menuSittings)
      .where(between(menuSittings.date, from, to))
      .orderBy(asc(menuSittings.date), asc(menuSittings.sitting));
  },

  /** Their dishes, in the planned order: the catalogue's current values, or what was kept. */
  listMeals(db: Executor, from: string, to: string) {
    return db
      .select({
        date: menuMeals.date,
        sitting: menuMeals.sitting,
        mealId: menuMeals.mealId,
        keptTitle: menuMeals.mealTitle,
        keptImage: menuMeals.mealImage,
        keptCategory: menuMeals.mealCategory,
        keptPricePoisha: menuMeals.mealPricePoisha,
        title: meals.title,
        titleBn: meals.titleBn,
        image: meals.image,
        category: meals.category,
        pricePoisha: meals.pricePoisha,
      })
      .from(menuMeals)
      .leftJoin(meals, eq(meals.id, menuMeals.mealId))
      .where(between(menuMeals.date, from, to))
      .orderBy(asc(menuMeals.date), asc(menuMeals.sitting), asc(menuMeals.position));
  },

  /**
   * One planned sitting, share-locked until the transaction ends: choices and menu edits hold
   * it, and the freeze at the cut-off (which takes it FOR UPDATE) waits for them to commit.
   */
  async findSittingShared(tx: Executor, date: string, sitting: Sitting) {
    const [row] = await tx
      .select()
      .from(menuSittings)
      .where(oneSitting(date, sitting))
      .for('share');
    return row;
  },

  /** Planned sittings in a range, share-locked as above. */
  lockSittingsShared(tx: Executor, from: string, to: string) {
    return tx
      .select()
      .from(menuSittings)
      .where(between(menuSittings.date, from, to))
      .orderBy(asc(menuSittings.date), asc(menuSittings.sitting))
      .for('share');
  },

  /** One planned sitting, locked against every other writer while the menu changes. */
  async lockSitting(tx: Executor, date: string, sitting: Sitting) {
    const [row] = await tx
      .select()
      .from(menuSittings)
      .where(oneSitting(date, sitting))
      .for('update');
    return row;
  },

  async insertSitting(tx: Executor, row: typeof menuSittings.$inferInsert) {
    await tx.insert(menuSittings).values(row).onConflictDoNothing();
  },

  async setNote(tx: Executor, date: string, sitting: Sitting, note: string | null) {
    await tx.update(menuSittings).set({ note }).where(oneSitting(date, sitting));
  },

  async replaceMeals(tx: Executor, date: string, sitting: Sitting, rows: NewMenuMeal[]) {
    await tx.delete(menuMeals).where(and(eq(menuMeals.date, date), eq(menuMeals.sitting, sitting)));
    if (rows.length > 0) await tx.insert(menuMeals).values(rows);
  },

  /** Removes a sitting from the menu (its dishes go with it). */
  async deleteSitting(tx: Executor, date: string, sitting: Sitting) {
    await tx.delete(menuSittings).where(oneSitting(date, sitting));
  },

  /** Catalogue meals by id, locked so none is deleted while it goes on a menu. */
  findMeals(tx: Executor, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({
        id: meals.id,
        title: meals.title,
        titleBn: meals.titleBn,
        image: meals.image,
        category: meals.category,
        pricePoisha: meals.pricePoisha,
      })
      .from(meals)
      .where(inArray(meals.id, ids))
      .for(PARENT_ROW_LOCK);
  },

  /** Sittings still open at `now` (not past their cut-off, not frozen), locked for re-timing. */
  lockOpenSittings(tx: Executor, now: Date) {
    return (
      tx
        .select({ date: menuSittings.date, sitting: menuSittings.sitting })
        .from(menuSittings)
        .where(and(gt(menuSittings.cutoffAt, now), isNull(menuSittings.frozenAt)))
        // The order every multi-row lock here takes, so two of them never deadlock.
        .orderBy(asc(menuSittings.date), asc(menuSittings.sitting))
        .for('update')
    );
  },

  async retime(
    tx: Executor,
    date: string,
    sitting: Sitting,
    values: { startsAt: Date; endsAt: Date; cutoffAt: Date; defaultBoard: BoardDefault },
  ) {
    await tx.update(menuSittings).set(values).where(oneSitting(date, sitting));
  },

  /** Where a meal is on a menu not yet served (its sitting has not ended), soonest first. */
  futureUsesOfMeal(db: Executor, mealId: string, now: Date) {
    return db
      .selectDistinct({ date: menuMeals.date, sitting: menuMeals.sitting })
      .from(menuMeals)
      .innerJoin(
        menuSittings,
        and(eq(menuSittings.date, menuMeals.date), eq(menuSittings.sitting, menuMeals.sitting)),
      )
      .where(and(eq(menuMeals.mealId, mealId), gt(menuSittings.endsAt, now)))
      .orderBy(asc(menuMeals.date), asc(menuMeals.sitting))
      .limit(20);
  },
};
