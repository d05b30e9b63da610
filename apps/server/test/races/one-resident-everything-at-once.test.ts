import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mealRequests, meals, reviews } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A request locks its resident's row while the like and the review lock the meal's row and
// then check the resident exists: with both locks taken FOR UPDATE, PostgreSQL found a cycle
// and answered one of the three with a deadlock (a 500).
it('lets one resident like, review and request the same meals at the same moment, round after round', async () => {
  const api = calls(t.app);
  const resident = await signedInAs(t.app, { badge: 'Platinum' });
  const dishes = await Promise.all(
    ['Bhuna Khichuri', 'Morog Polao', 'Beef Tehari'].map((title) => createMeal(t.db, { title })),
  );
  for (let round = 1; round <= 6; round++) {
    const answers = await Promise.all(
      dishes.flatMap((meal) => [
        api.likeMeal(resident, meal.id),
        api.review(resident, meal.id, (round % 5) + 1),
        api.requestMeal(resident, meal.id),
      ]),
    );
    expect(statuses(answers)).toEqual(dishes.flatMap(() => [200, 201, 201]));
  }
  for (const meal of dishes) {
    const [row] = await t.db.select().from(meals).where(eq(meals.id, meal.id));
    expect(row).toMatchObject({ likes: 1, reviewsCount: 6 });
    expect(await t.db.$count(reviews, eq(reviews.mealId, meal.id))).toBe(6);
    expect(await t.db.$count(mealRequests, eq(mealRequests.mealId, meal.id))).toBe(6);
  }
});
