import { afterAll, beforeAll, expect, it } from 'vitest';
import { MealDetailsSchema } from '@messmate/shared';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { countersOf, deleteReview, postReview } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

const review = async (
  mealId: string,
  who: Awaited<ReturnType<typeof signedInAs>>,
  rating?: number,
) =>
  (await postReview(t.app, mealId, who, { content: `Rated ${rating ?? 'none'}`, rating })).json<{
    insertedId: string;
  }>().insertedId;

async function shownRating(mealId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/meals/${mealId}` });
  return MealDetailsSchema.parse(res.json()).rating;
}

it(
  "counts only each resident's latest rated review, and every review in the reviews count",
  SLOW_MACHINE,
  async () => {
    const meal = await createMeal(t.db);
    const [nusrat, karim] = await Promise.all([signedInAs(t.app), signedInAs(t.app)]);
    if (!nusrat || !karim) throw new Error('no residents');

    await review(meal.id, nusrat, 2);
    const latest = await review(meal.id, nusrat, 5);
    expect(await countersOf(t.db, meal.id)).toEqual({
      reviewsCount: 2,
      ratingSum: 5,
      ratingCount: 1,
    });

    await review(meal.id, karim, 4);
    await review(meal.id, nusrat); // a review without stars leaves her rating as it was
    expect(await countersOf(t.db, meal.id)).toEqual({
      reviewsCount: 4,
      ratingSum: 9,
      ratingCount: 2,
    });
    expect(await shownRating(meal.id)).toBe(4.5);

    // Her latest rated review gone, the one before it speaks for her again.
    expect((await deleteReview(t.app, latest, nusrat)).statusCode).toBe(200);
    expect(await countersOf(t.db, meal.id)).toEqual({
      reviewsCount: 3,
      ratingSum: 6,
      ratingCount: 2,
    });
  },
);
