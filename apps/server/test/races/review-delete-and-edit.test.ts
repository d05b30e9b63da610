import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { meals, reviews } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("deletes a review once when its author and an admin delete it at once while it is edited, and the meal's count and rating follow the rows", async () => {
  const api = calls(t.app);
  const admin = await signedInAs(t.app, { role: 'admin' });
  const meal = await createMeal(t.db);
  const authors = await Promise.all(Array.from({ length: 6 }, () => signedInAs(t.app)));
  const ids = await Promise.all(
    authors.map(
      async (who, i) =>
        (await api.review(who, meal.id, (i % 5) + 1)).json<{ insertedId: string }>().insertedId,
    ),
  );
  const groups = await Promise.all(
    authors.map((who, i) => {
      const id = ids[i] ?? '';
      return Promise.all(
        i % 2
          ? [api.deleteReview(who, id), api.deleteReview(admin, id), api.editReview(who, id, 1)]
          : [api.editReview(who, id, 5), api.editReview(who, id, 2)],
      );
    }),
  );
  expect(statuses(groups.flat()).filter((status) => ![200, 404].includes(status))).toEqual([]);
  groups.forEach((group, i) => {
    if (i % 2) expect(statuses(group.slice(0, 2)).sort()).toEqual([200, 404]);
    else expect(statuses(group)).toEqual([200, 200]);
  });

  const rows = await t.db.select().from(reviews).where(eq(reviews.mealId, meal.id));
  expect(rows).toHaveLength(3);
  const [stored] = await t.db.select().from(meals).where(eq(meals.id, meal.id));
  const rated = rows.filter((row) => row.rating !== null);
  expect(stored).toMatchObject({
    reviewsCount: rows.length,
    ratingCount: rated.length,
    ratingSum: rated.reduce((sum, row) => sum + (row.rating ?? 0), 0),
  });
});
