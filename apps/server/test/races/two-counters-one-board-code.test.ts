import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pickupCodes } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { counterAt, dhaka, lunchCodeOf, planDay } from '../pickup-codes/board-helpers';
import { statuses } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' });
});
afterAll(() => t.close());

it('collects a board entry exactly once when two counters scan it at the same moment', async () => {
  const first = await signedInAs(t.app, { role: 'admin' });
  const second = await signedInAs(t.app, { role: 'admin' });
  const date = '2034-01-20';
  await planDay(t.app, first, date);
  const now = dhaka(date, '13:05');
  for (let round = 0; round < 6; round += 1) {
    const resident = await signedInAs(t.app);
    const lunch = await lunchCodeOf(t.app, resident, now);
    const answers = await Promise.all([
      counterAt(t.app, 'collect', first, lunch.code, now),
      counterAt(t.app, 'collect', second, lunch.shortCode, now),
    ]);
    expect(statuses(answers).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'ALREADY_COLLECTED',
      message: 'Already collected at 13:05',
    });
    const rows = await t.db.$count(
      pickupCodes,
      and(eq(pickupCodes.userId, resident.user._id), eq(pickupCodes.communityDay, date)),
    );
    expect(rows).toBe(1);
  }
});
