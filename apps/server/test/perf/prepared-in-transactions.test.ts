import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Executor } from '../../src/db/client';
import { preparedOnce } from '../../src/db/prepared-once';
import { meals } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { openTestDatabase } from '../helpers/test-database';

/**
 * A write's statement built once per database and then bound to each transaction it runs in
 * (decision 0056): it must still run inside that transaction, on its connection, not beside it.
 */
let database: DatabaseHandle;
let builds = 0;

const likesOf = async (db: Executor, id: string) =>
  (
    await db
      .select({ likes: meals.likes })
      .from(meals)
      .where(sql`${meals.id} = ${id}`)
  )[0]?.likes;

function bump(db: Executor) {
  builds += 1;
  return db
    .update(meals)
    .set({ likes: sql`${meals.likes} + 1` })
    .where(sql`${meals.id} = ${sql.placeholder('id')}::uuid`)
    .returning({ likes: meals.likes })
    .prepare('test_meal_bump');
}
const bumpIn = (db: Executor, id: string) =>
  preparedOnce(db, 'test_meal_bump', bump).execute({ id });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe(`a statement prepared once, run in transactions (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('is built once, runs in each transaction it is given, and is undone with it', async () => {
    const { db } = database;
    const meal = await createMeal(db);
    const before = builds;
    for (let n = 0; n < 3; n += 1) {
      await db.transaction(async (tx) => {
        const [row] = await bumpIn(tx, meal.id);
        // The transaction's own read sees its write before it commits.
        expect(await likesOf(tx, meal.id)).toBe(row?.likes);
      });
    }
    expect(await likesOf(db, meal.id)).toBe(3);
    const undone = db.transaction(async (tx) => {
      await bumpIn(tx, meal.id);
      await bumpIn(tx, meal.id);
      throw new Error('rolled back');
    });
    await expect(undone).rejects.toThrow('rolled back');
    expect(await likesOf(db, meal.id)).toBe(3);
    await bumpIn(db, meal.id);
    expect(await likesOf(db, meal.id)).toBe(4);
    expect(builds - before).toBeLessThanOrEqual(1);
  });

  it('runs on the transaction that holds a row lock, not on another connection that would wait for it', async () => {
    const { db } = database;
    const meal = await createMeal(db);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${meals} where ${meals.id} = ${meal.id} for update`);
      // On another connection this would wait for the lock this transaction holds until it ends.
      const [row] = await bumpIn(tx, meal.id);
      expect(row?.likes).toBe(1);
    });
    expect(await likesOf(db, meal.id)).toBe(1);
  });
});
