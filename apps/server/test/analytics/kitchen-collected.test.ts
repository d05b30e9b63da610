import { KitchenAnalyticsSchema } from '@messmate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { counterAt, dhaka, lunchCodeOf, planDay } from '../pickup-codes/board-helpers';
import { SLOW_MACHINE } from '../requests/slow-machine';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' });
  admin = await signedInAs(t.app, { role: 'admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

describe('GET /api/analytics/kitchen: who really ate', SLOW_MACHINE, () => {
  it('counts the board plates collected at the counter beside the residents on the board', async () => {
    const date = '2034-05-10';
    await planDay(t.app, admin, date);
    const residents = [
      await signedInAs(t.app, { name: 'Collects Lunch' }),
      await signedInAs(t.app, { name: 'Never Comes' }),
      await signedInAs(t.app, { name: 'Also Skips' }),
    ];
    const [collector] = residents;
    if (!collector) throw new Error('no resident');
    const atTheCounter = dhaka(date, '13:05');
    const code = await lunchCodeOf(t.app, collector, atTheCounter);
    const collected = await counterAt(t.app, 'collect', admin, code.code, atTheCounter);
    expect(collected.statusCode, collected.body).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/kitchen?from=${date}&to=${date}`,
      headers: { ...admin.headers, 'x-test-now': dhaka(date, '23:00') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { board } = KitchenAnalyticsSchema.parse(res.json());
    const lunch = board.sittings.find((row) => row.sitting === 'Lunch');
    expect(lunch).toMatchObject({ eating: 3, collected: 1 });
    expect(board.perDay).toEqual([
      expect.objectContaining({ date, sitting: 'Lunch', eating: 3, collected: 1 }),
      expect.objectContaining({ date, sitting: 'Dinner', eating: 3, collected: 0 }),
    ]);
  });
});
