import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reviewLikes, reviews } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { calls } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(
  "keeps a review's helpful count exact when residents mark, unmark and mark again at once",
  SLOW_MACHINE,
  async () => {
    const meal = await createMeal(t.db);
    const author = await signedInAs(t.app);
    const id = (await calls(t.app).review(author, meal.id, 4)).json<{ insertedId: string }>()
      .insertedId;
    const readers = await Promise.all(Array.from({ length: 8 }, () => signedInAs(t.app)));
    const mark = (i: number, method: 'PUT' | 'DELETE') =>
      t.app.inject({
        method,
        url: `/api/reviews/${id}/helpful`,
        headers: readers[i]?.headers ?? {},
      });
    const answers = await Promise.all(
      readers.flatMap((_, i) =>
        i % 3 === 0 ? [mark(i, 'PUT'), mark(i, 'DELETE')] : [mark(i, 'PUT'), mark(i, 'PUT')],
      ),
    );
    expect(answers.map((res) => res.statusCode).every((status) => status === 200)).toBe(true);

    const marks = await t.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, id));
    const [stored] = await t.db
      .select({ likes: reviews.likes })
      .from(reviews)
      .where(eq(reviews.id, id));
    expect(marks.length).toBeGreaterThanOrEqual(5);
    expect(stored?.likes).toBe(marks.length);
  },
);
