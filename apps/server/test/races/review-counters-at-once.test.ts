import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { countersOf } from '../reviews/helpers';
import { recountedMealCounters } from '../reviews/meal-counters-recount';
import { calls, statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(
  "moves a meal's counters exactly when its authors add, edit and delete their reviews all at once (decision 0052)",
  SLOW_MACHINE,
  async () => {
    const api = calls(t.app);
    const admin = await signedInAs(t.app, { role: 'admin' });
    const meal = await createMeal(t.db);
    const authors = await Promise.all(Array.from({ length: 6 }, () => signedInAs(t.app)));
    // Two rated reviews each, one after the other: the second is each author's counted rating.
    const written: string[][] = [];
    for (const [i, who] of authors.entries()) {
      const ids: string[] = [];
      for (const rating of [(i % 5) + 1, ((i + 2) % 5) + 1]) {
        ids.push(
          (await api.review(who, meal.id, rating)).json<{ insertedId: string }>().insertedId,
        );
      }
      written.push(ids);
    }
    expect(await countersOf(t.db, meal.id)).toEqual(await recountedMealCounters(t.db, meal.id));

    // At once, per author: a new rating, the older review edited, the counted one deleted (by its
    // author and an admin together: once), or the counted one edited twice.
    const groups = await Promise.all(
      authors.map((who, i) => {
        const [older = '', counted = ''] = written[i] ?? [];
        return Promise.all(
          i % 2
            ? [
                api.review(who, meal.id, 5),
                api.editReview(who, older, 1),
                api.deleteReview(who, counted),
                api.deleteReview(admin, counted),
              ]
            : [
                api.review(who, meal.id, 2),
                api.review(who, meal.id, 4),
                api.editReview(who, counted, 3),
                api.editReview(who, older, 5),
              ],
        );
      }),
    );
    groups.forEach((group, i) => {
      if (i % 2) {
        expect(statuses(group.slice(0, 2))).toEqual([201, 200]);
        expect(statuses(group.slice(2)).sort()).toEqual([200, 404]);
      } else expect(statuses(group)).toEqual([201, 201, 200, 200]);
    });

    const expected = await recountedMealCounters(t.db, meal.id);
    expect(expected.reviewsCount).toBe(3 * 2 + 3 * 4);
    expect(expected.ratingCount).toBe(6);
    expect(await countersOf(t.db, meal.id)).toEqual(expected);
  },
);
