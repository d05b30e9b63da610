import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mealLikes, meals, upcomingMealLikes, upcomingMeals } from '../../src/db/schema';
import { createUpcomingMeal } from '../factories/upcoming-meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('carries into the published meal exactly the likes that were answered 200, while members like it', async () => {
  const api = calls(t.app);
  const admin = await signedInAs(t.app, { role: 'admin' });
  for (let round = 0; round < 3; round += 1) {
    const upcoming = await createUpcomingMeal(t.db);
    const members = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signedInAs(t.app, { badge: i % 2 ? 'Gold' : 'Silver' })),
    );
    const likes = members.map((member) => api.likeUpcoming(member, upcoming.id));
    const publishing = api.publish(admin, upcoming.id);
    const answers = await Promise.all(likes);
    const published = await publishing;

    expect(published.statusCode).toBe(200);
    expect(statuses(answers).every((status) => status === 200 || status === 404)).toBe(true);
    const counted = statuses(answers).filter((status) => status === 200).length;
    const mealId = published.json<{ insertedId: string }>().insertedId;
    const [meal] = await t.db.select().from(meals).where(eq(meals.id, mealId));
    expect(meal?.likes).toBe(counted);
    expect(await t.db.$count(mealLikes, eq(mealLikes.mealId, mealId))).toBe(counted);
    expect(await t.db.$count(upcomingMeals, eq(upcomingMeals.id, upcoming.id))).toBe(0);
    expect(
      await t.db.$count(upcomingMealLikes, eq(upcomingMealLikes.upcomingMealId, upcoming.id)),
    ).toBe(0);
  }
});
