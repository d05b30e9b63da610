import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyAnalyticsSchema } from '@messmate/shared';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { boardChoice, plannedSitting } from './board-helpers';
import { getAnalytics, signedUpAt } from './helpers';

let t: TestApp;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInAs(t.app, { badge: 'Platinum' });
  await signedUpAt(t.db, member.user._id, '2023-01-01T00:00:00Z');
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

describe('GET /api/analytics/me: my meals on and off', SLOW_MACHINE, () => {
  it('counts the planned sittings I was on and off, by sitting, within the period', async () => {
    const lunch = (date: string, defaultBoard: 'in' | 'out') =>
      plannedSitting(t.db, { date, sitting: 'Lunch', defaultBoard });
    await lunch('2023-03-01', 'in'); // on by default
    await lunch('2023-03-02', 'in');
    await lunch('2023-03-03', 'out'); // off by default
    await lunch('2023-03-04', 'in'); // after the period
    await plannedSitting(t.db, { date: '2023-03-01', sitting: 'Dinner', defaultBoard: 'out' });
    const mine = { sitting: 'Lunch' as const, userId: member.user._id };
    await boardChoice(t.db, { ...mine, date: '2023-03-02', eating: false });
    await boardChoice(t.db, { ...mine, date: '2023-03-04', eating: false });
    await boardChoice(t.db, {
      date: '2023-03-01',
      sitting: 'Dinner',
      userId: member.user._id,
      eating: true,
    });

    const res = await getAnalytics(t.app, 'me', member, { from: '2023-03-01', to: '2023-03-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(MyAnalyticsSchema.parse(res.json()).board).toEqual([
      { sitting: 'Breakfast', on: 0, off: 0 },
      { sitting: 'Lunch', on: 1, off: 2 },
      { sitting: 'Dinner', on: 1, off: 0 },
    ]);
  });

  it('leaves out sittings whose cut-off came before I signed up', async () => {
    await plannedSitting(t.db, { date: '2022-12-30', sitting: 'Breakfast' });
    const res = await getAnalytics(t.app, 'me', member, { from: '2022-12-30', to: '2022-12-31' });
    expect(MyAnalyticsSchema.parse(res.json()).board[0]).toEqual({
      sitting: 'Breakfast',
      on: 0,
      off: 0,
    });
  });
});
