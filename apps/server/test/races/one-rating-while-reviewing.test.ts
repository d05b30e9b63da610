import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { meals, reviews } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(
  'keeps one rating per resident exact when residents post several rated reviews of one meal at once',
  SLOW_MACHINE,
  async () => {
    const api = calls(t.app);
    const meal = await createMeal(t.db);
    const residents = await Promise.all(Array.from({ length: 5 }, () => signedInAs(t.app)));
    const answers = await Promise.all(
      residents.flatMap((who, i) =>
        [1, 2, 3].map((k) => api.review(who, meal.id, ((i + k) % 5) + 1)),
      ),
    );
    expect(statuses(answers).every((status) => status === 201)).toBe(true);

    // created_at as text keeps its microseconds (a Date would round two reviews to one millisecond).
    const rows = await t.db
      .select({
        id: reviews.id,
        userId: reviews.userId,
        rating: reviews.rating,
        createdAt: sql<string>`${reviews.createdAt}::text`,
      })
      .from(reviews)
      .where(eq(reviews.mealId, meal.id));
    const latestByAuthor = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const kept = latestByAuthor.get(row.userId);
      const newer =
        !kept ||
        row.createdAt > kept.createdAt ||
        (row.createdAt === kept.createdAt && row.id > kept.id);
      if (newer) latestByAuthor.set(row.userId, row);
    }
    const latest = [...latestByAuthor.values()];
    const [stored] = await t.db.select().from(meals).where(eq(meals.id, meal.id));
    expect(stored).toMatchObject({
      reviewsCount: 15,
      ratingCount: 5,
      ratingSum: latest.reduce((sum, row) => sum + (row.rating ?? 0), 0),
    });
  },
);
