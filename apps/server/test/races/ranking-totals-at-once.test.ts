import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectRankingTotalsExact } from '../analytics/rollup-recount';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESIDENTS = 12;
const REVIEWS = 6;

it('keeps the meal likes, star counts and review supersession exact when many like, unlike and rate at once', async () => {
  const api = calls(t.app);
  const meal = await createMeal(t.db, { title: 'Race Totals Curry' });
  const residents = await Promise.all(
    Array.from({ length: RESIDENTS }, (_, i) => signedInAs(t.app, { name: `Liker ${i}` })),
  );
  const liked = await Promise.all(residents.map((who) => api.likeMeal(who, meal.id)));
  expect(liked.map((res) => res.statusCode)).toEqual(residents.map(() => 200));
  // Half take their like back while the other half rate the meal, all at once.
  const mixed = await Promise.all(
    residents.map((who, i) =>
      i % 2 === 0
        ? t.app.inject({
            method: 'DELETE',
            url: `/api/meals/${meal.id}/like`,
            headers: who.headers,
          })
        : api.review(who, meal.id, 1 + (i % 5)),
    ),
  );
  expect(mixed.map((res) => res.statusCode)).toEqual(residents.map((_, i) => (i % 2 ? 201 : 200)));

  // One resident rates the meal many times at once: each rating supersedes the one before it,
  // whichever transaction commits first.
  const rater = residents[1];
  if (!rater) throw new Error('no rater');
  const rated = await Promise.all(
    Array.from({ length: REVIEWS }, (_, i) => api.review(rater, meal.id, 1 + (i % 5))),
  );
  expect(rated.map((res) => res.statusCode)).toEqual(rated.map(() => 201));
  const { likes, stars, superseded } = await expectRankingTotalsExact(t.db);
  expect(likes).toEqual([`${meal.id} ${RESIDENTS / 2}`]);
  // Every rating counts under its stars, superseded or not (decision record 0044).
  const starred = (rows: string[]) => rows.reduce((sum, row) => sum + Number(row.split(' ')[2]), 0);
  expect(starred(stars)).toBe(RESIDENTS / 2 + REVIEWS);
  // The rater's first review and the REVIEWS new ones: all but their latest are superseded.
  expect(superseded.filter((row) => !row.endsWith(' -'))).toHaveLength(REVIEWS);

  // Then they edit one and delete two at once.
  const ids = rated.map((res) => res.json<{ insertedId: string }>().insertedId);
  const [edited = '', deletedA = '', deletedB = ''] = ids;
  const changed = await Promise.all([
    api.editReview(rater, edited, 5),
    api.deleteReview(rater, deletedA),
    api.deleteReview(rater, deletedB),
  ]);
  expect(changed.map((res) => res.statusCode)).toEqual([200, 200, 200]);
  const after = await expectRankingTotalsExact(t.db);
  expect(after.superseded.filter((row) => !row.endsWith(' -'))).toHaveLength(REVIEWS - 2);
  expect(starred(after.stars)).toBe(RESIDENTS / 2 + REVIEWS - 2);
});
