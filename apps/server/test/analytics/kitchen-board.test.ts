import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { KitchenAnalyticsSchema } from '@messmate/shared';
import { menuSittings } from '../../src/db/schema';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { boardChoice, plannedSitting } from './board-helpers';
import { getAnalytics, signedUpAt } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
restoreClockAfterEach();

const board = async (query: Record<string, string>) => {
  const res = await getAnalytics(t.app, 'kitchen', admin, query);
  expect(res.statusCode, res.body).toBe(200);
  return KitchenAnalyticsSchema.parse(res.json()).board;
};
const nothingRecorded = {
  cooked: null,
  left: null,
  wastePercent: null,
  suggested: null,
  eaten: null,
};

describe('GET /api/analytics/kitchen: the board', SLOW_MACHINE, () => {
  it('sums eating, away, cooked, left, waste and the suggestion against what was eaten', async () => {
    // Before the period: a lunch where 20 ate 30 portions (1.5 each) teaches the suggestion.
    await plannedSitting(t.db, {
      date: '2023-04-30',
      sitting: 'Lunch',
      frozen: { eating: 20, away: 5 },
      leftovers: { cooked: 30, left: 0 },
    });
    await plannedSitting(t.db, {
      date: '2023-05-01',
      sitting: 'Lunch',
      frozen: { eating: 40, away: 10 },
      leftovers: { cooked: 45, left: 5 },
    });
    await plannedSitting(t.db, {
      date: '2023-05-02',
      sitting: 'Lunch',
      frozen: { eating: 30, away: 20 },
      leftovers: { cooked: 35, left: 3 },
    });
    await plannedSitting(t.db, {
      date: '2023-05-02',
      sitting: 'Dinner',
      frozen: { eating: 12, away: 38 },
    });

    const figures = await board({ from: '2023-05-01', to: '2023-05-02' });
    expect(figures.sittings).toEqual([
      {
        sitting: 'Breakfast',
        planned: 0,
        recorded: 0,
        eating: 0,
        away: 0,
        collected: 0,
        ...nothingRecorded,
      },
      {
        sitting: 'Lunch',
        planned: 2,
        recorded: 2,
        eating: 70,
        away: 30,
        collected: 0,
        cooked: 80,
        left: 8,
        wastePercent: 10,
        // 1.5 × 40 = 60 on the 1st; the median of 1.0 and 1.5 is 1.25, × 30 = 37.5 → 38 on the 2nd.
        suggested: 98,
        eaten: 72,
      },
      {
        sitting: 'Dinner',
        planned: 1,
        recorded: 0,
        eating: 12,
        away: 38,
        collected: 0,
        ...nothingRecorded,
      },
    ]);
    expect(figures.perDay).toEqual([
      {
        date: '2023-05-01',
        sitting: 'Lunch',
        eating: 40,
        away: 10,
        collected: 0,
        cooked: 45,
        left: 5,
        wastePercent: 11.1,
        suggested: 60,
        eaten: 40,
      },
      {
        date: '2023-05-02',
        sitting: 'Lunch',
        eating: 30,
        away: 20,
        collected: 0,
        cooked: 35,
        left: 3,
        wastePercent: 8.6,
        suggested: 38,
        eaten: 32,
      },
      {
        date: '2023-05-02',
        sitting: 'Dinner',
        eating: 12,
        away: 38,
        collected: 0,
        ...nothingRecorded,
      },
    ]);

    // The period's first day is a community day: the 2nd alone leaves the 1st out.
    const second = await board({ from: '2023-05-02', to: '2023-05-02' });
    expect(second.sittings[1]).toMatchObject({ planned: 1, eating: 30, cooked: 35, suggested: 38 });
  });

  it('counts a sitting past its cut-off at the cut-off, and an open one as it stands', async () => {
    const early = await createUser(t.db);
    const late = await createUser(t.db);
    await signedUpAt(t.db, early.id, '2023-07-01T00:00:00Z');
    await signedUpAt(t.db, late.id, '2023-07-01T00:00:00Z');
    await plannedSitting(t.db, { date: '2023-07-10', sitting: 'Breakfast', defaultBoard: 'out' });
    await plannedSitting(t.db, { date: '2023-07-11', sitting: 'Breakfast', defaultBoard: 'out' });
    await boardChoice(t.db, {
      date: '2023-07-10',
      sitting: 'Breakfast',
      userId: early.id,
      eating: true,
    });
    await boardChoice(t.db, {
      date: '2023-07-11',
      sitting: 'Breakfast',
      userId: late.id,
      eating: true,
    });

    // 10:30 Dhaka on the 10th: its cut-off (04:30 UTC) has passed, the 11th's has not.
    clockAt('2023-07-10T04:30:01Z');
    const figures = await board({ from: '2023-07-10', to: '2023-07-11' });
    expect(figures.perDay.map(({ date, eating, away }) => ({ date, eating, away }))).toEqual([
      { date: '2023-07-10', eating: 1, away: 1 },
      { date: '2023-07-11', eating: 1, away: 1 },
    ]);
    const [frozen] = await t.db
      .select()
      .from(menuSittings)
      .where(and(eq(menuSittings.date, '2023-07-10'), eq(menuSittings.sitting, 'Breakfast')));
    expect(frozen).toMatchObject({ frozenEating: 1, frozenAway: 1 });
  });

  it('takes the default period up to today in Dhaka: a sitting tomorrow joins at midnight', async () => {
    await plannedSitting(t.db, {
      date: '2023-09-11',
      sitting: 'Dinner',
      frozen: { eating: 7, away: 1 },
    });
    clockAt('2023-09-10T17:59:59Z'); // 23:59:59 on the 10th in Dhaka
    expect((await board({})).perDay).toEqual([]);
    clockAt('2023-09-10T18:00:00Z'); // 00:00:00 on the 11th
    expect((await board({})).perDay).toEqual([
      {
        date: '2023-09-11',
        sitting: 'Dinner',
        eating: 7,
        away: 1,
        collected: 0,
        ...nothingRecorded,
      },
    ]);
  });
});
