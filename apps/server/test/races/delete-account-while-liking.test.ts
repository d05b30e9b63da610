import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  mealLikes,
  meals,
  reviewLikes,
  reviews,
  upcomingMealLikes,
  upcomingMeals,
  user,
} from '../../src/db/schema';
import { createMeal, createReview } from '../factories/meals';
import { createUpcomingMeal } from '../factories/upcoming-meals';
import { signedInAs, signUpUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('keeps every like and helpful count exact when a resident deletes their account while liking', async () => {
  const api = calls(t.app);
  for (let round = 0; round < 3; round += 1) {
    const leaving = await signUpUser(t.app, { name: `Leaving ${round}` });
    await t.db.update(user).set({ badge: 'Gold' }).where(eq(user.id, leaving.user._id));
    await t.app.signedInCaughtUp();
    const staying = await Promise.all([0, 1, 2].map(() => signedInAs(t.app, { badge: 'Gold' })));
    const dishes = await Promise.all([0, 1, 2, 3].map(() => createMeal(t.db)));
    const soon = await Promise.all([0, 1].map(() => createUpcomingMeal(t.db)));
    const written = await Promise.all(
      dishes.map((dish) => createReview(t.db, dish, { id: staying[0]?.user._id ?? '' })),
    );
    // She already likes half of them; the rest she likes while her account is being deleted.
    for (const dish of dishes.slice(0, 2))
      expect((await api.likeMeal(leaving, dish.id)).statusCode).toBe(200);

    const likes = [
      ...dishes.map((dish) => api.likeMeal(leaving, dish.id)),
      ...soon.map((meal) => api.likeUpcoming(leaving, meal.id)),
      ...written.map((review) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/reviews/${review.id}/helpful`,
          headers: leaving.headers,
        }),
      ),
      ...staying.flatMap((person) => [
        ...dishes.map((dish) => api.likeMeal(person, dish.id)),
        ...soon.map((meal) => api.likeUpcoming(person, meal.id)),
      ]),
    ];
    const deleting = t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: leaving.headers,
      payload: { password: leaving.password },
    });
    const answers = await Promise.all(likes);
    const deleted = await deleting;

    expect(deleted.statusCode, deleted.body).toBe(200);
    // Each call either counted before the deletion or was refused after it: never a 5xx.
    for (const status of statuses(answers)) expect([200, 401, 409]).toContain(status);
    expect(await t.db.$count(mealLikes, eq(mealLikes.userId, leaving.user._id))).toBe(0);
    expect(
      await t.db.$count(upcomingMealLikes, eq(upcomingMealLikes.userId, leaving.user._id)),
    ).toBe(0);
    expect(await t.db.$count(reviewLikes, eq(reviewLikes.userId, leaving.user._id))).toBe(0);
    for (const dish of dishes) {
      const [row] = await t.db
        .select({ likes: meals.likes })
        .from(meals)
        .where(eq(meals.id, dish.id));
      expect(row?.likes).toBe(staying.length);
      expect(await t.db.$count(mealLikes, eq(mealLikes.mealId, dish.id))).toBe(staying.length);
    }
    for (const meal of soon) {
      const [row] = await t.db
        .select({ likes: upcomingMeals.likes })
        .from(upcomingMeals)
        .where(eq(upcomingMeals.id, meal.id));
      expect(row?.likes).toBe(staying.length);
    }
    for (const review of written) {
      const [row] = await t.db
        .select({ likes: reviews.likes })
        .from(reviews)
        .where(eq(reviews.id, review.id));
      expect(row?.likes).toBe(0);
    }
  }
}, 60_000);
