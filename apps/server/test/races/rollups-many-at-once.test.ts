import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectRankingTotalsExact, expectRollupsExact } from '../analytics/rollup-recount';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { calls } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
restoreClockAfterEach();

const RESIDENTS = 16;

it('keeps the analytics rollups equal to the requests when many are made, served and cancelled at once', async () => {
  const api = calls(t.app);
  const admin = await signedInAs(t.app, { role: 'admin' });
  const meal = await createMeal(t.db, { category: 'Lunch' });
  const residents = await Promise.all(
    Array.from({ length: RESIDENTS }, (_, i) =>
      signedInAs(t.app, { badge: 'Platinum', name: `Rush ${i}` }),
    ),
  );
  // Noon in Dhaka, so every request and serve is of one community day.
  clockAt('2025-06-01T06:00:00Z');
  // Every request of the day lands on one rollup row (today, Lunch): all at once.
  const made = await Promise.all(residents.map((who) => api.requestMeal(who, meal.id)));
  expect(made.map((res) => res.statusCode)).toEqual(residents.map(() => 201));
  const ids = made.map((res) => res.json<{ insertedId: string }>().insertedId);
  const answers = await Promise.all(
    ids.map((id, i) => {
      const owner = residents[i];
      return owner && i % 4 === 0 ? api.cancel(owner, id) : api.serve(admin, id);
    }),
  );
  expect(answers.map((res) => res.statusCode)).toEqual(ids.map(() => 200));

  const { days, waits } = await expectRollupsExact(t.db);
  expect(days).toHaveLength(1);
  expect(days[0]).toMatch(new RegExp(` Lunch ${RESIDENTS * 0.75} ${RESIDENTS * 0.75}$`));
  expect(waits.length).toBeGreaterThan(0);
  // The meal's request total (decision record 0040), kept by the same trigger.
  const { totals } = await expectRankingTotalsExact(t.db);
  expect(totals).toEqual([`${meal.id} ${RESIDENTS * 0.75}`]);
});
