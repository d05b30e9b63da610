import { DEFAULT_SITTING_TIMES, type Headcount, type Menu } from '@messmate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { boardCalls, dhaka } from './board-calls';

// Far enough ahead that every account made now existed at these cut-offs. Each test plans its
// own day: reading a day's headcount after a cut-off freezes that day's due sittings.
const DAY = '2031-03-12';

restoreClockAfterEach();

let t: TestApp;
let api: ReturnType<typeof boardCalls>;
let admin: SignedIn;
let resident: SignedIn;
let mealId: string;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true', TZ_COMMUNITY: 'Asia/Dhaka' });
  api = boardCalls(t.app);
  admin = await signedInAs(t.app, { role: 'admin' });
  resident = await signedInAs(t.app);
  mealId = (await createMeal(t.db, { title: 'Khichuri' })).id;
});

async function planDay(day: string) {
  for (const sitting of ['Breakfast', 'Lunch', 'Dinner'] as const) {
    const res = await api.plan(admin, day, sitting, [mealId], dhaka('2031-01-01', '09:00'));
    expect(res.statusCode).toBe(200);
  }
}
afterAll(() => t.close());

const eatingAt = async (day: string, sitting: string, now: string) => {
  const res = await api.headcount(admin, day, now);
  expect(res.statusCode).toBe(200);
  return res.json<Headcount>().sittings.find((s) => s.sitting === sitting);
};

describe("lunch's cut-off at 10:30 in Dhaka", () => {
  it('takes a change one second before and refuses one at and one second after, naming the cut-off', async () => {
    await planDay(DAY);
    const before = await api.choose(resident, DAY, 'Lunch', false, dhaka(DAY, '10:29:59'));
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      date: DAY,
      sitting: 'Lunch',
      eating: false,
      cutoffAt: '2031-03-12T10:30:00+06:00',
    });
    for (const time of ['10:30:00', '10:30:01']) {
      const after = await api.choose(resident, DAY, 'lunch', true, dhaka(DAY, time));
      expect(after.statusCode).toBe(409);
      expect(after.json()).toMatchObject({ code: 'BOARD_LOCKED' });
      expect(after.json<{ message: string }>().message).toContain('10:30 on 2031-03-12');
    }
    expect(await eatingAt(DAY, 'Lunch', dhaka(DAY, '10:31'))).toMatchObject({
      locked: true,
      eating: 0, // the admin is not counted; the only resident turned lunch off
      away: 1,
    });
  });
});

describe("breakfast's cut-off at 22:00 the evening before", () => {
  it('is open at 21:59:59 the day before and locked from 22:00:01 through midnight', async () => {
    const DAY = '2031-04-01';
    const EVE = '2031-03-31';
    await planDay(DAY);
    expect(
      (await api.choose(resident, DAY, 'Breakfast', false, dhaka(EVE, '21:59:59'))).statusCode,
    ).toBe(200);
    const late = await api.choose(resident, DAY, 'Breakfast', true, dhaka(EVE, '22:00:01'));
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('22:00 on 2031-03-31');
    const afterMidnight = await api.choose(
      resident,
      DAY,
      'Breakfast',
      true,
      dhaka(DAY, '00:00:01'),
    );
    expect(afterMidnight.statusCode).toBe(409);
    const menu = await api.menu(resident, `?from=${DAY}&to=${DAY}`, dhaka(EVE, '21:59:59'));
    const [breakfast] = menu.json<Menu>().days[0]?.sittings ?? [];
    expect(breakfast).toMatchObject({
      sitting: 'Breakfast',
      cutoffAt: '2031-03-31T22:00:00+06:00',
      startsAt: '2031-04-01T07:30:00+06:00',
      locked: false,
      eating: false,
    });
  });
});

describe('a locked count never moves', () => {
  it('keeps dinner’s count through a new resident, a changed default and late changes', async () => {
    const DAY = '2031-05-05';
    await planDay(DAY);
    const dinnerOff = await signedInAs(t.app);
    expect(
      (await api.choose(dinnerOff, DAY, 'Dinner', false, dhaka(DAY, '16:59:59'))).statusCode,
    ).toBe(200);
    const atCutoff = await eatingAt(DAY, 'Dinner', dhaka(DAY, '17:00:00'));
    expect(atCutoff).toMatchObject({ locked: true });
    const { eating, away } = atCutoff ?? { eating: -1, away: -1 };

    await signedInAs(t.app); // joins after the cut-off
    const flipped = await api.settings(
      admin,
      { defaultBoard: 'out', sittings: DEFAULT_SITTING_TIMES },
      dhaka(DAY, '17:05'),
    );
    expect(flipped.statusCode).toBe(200);
    expect((await api.choose(dinnerOff, DAY, 'Dinner', true, dhaka(DAY, '17:10'))).statusCode).toBe(
      409,
    );
    expect(await eatingAt(DAY, 'Dinner', dhaka(DAY, '18:00'))).toMatchObject({ eating, away });
  });

  it('ignores the test clock header unless TEST_CLOCK_HEADER is on', async () => {
    const plain = await createTestApp();
    try {
      const who = await signedInAs(plain.app);
      const boss = await signedInAs(plain.app, { role: 'admin' });
      const meal = await createMeal(plain.db);
      const calls = boardCalls(plain.app);
      // Planned for a far day, with a header claiming it is already past the cut-off.
      expect(
        (await calls.plan(boss, DAY, 'Lunch', [meal.id], dhaka(DAY, '11:00'))).statusCode,
      ).toBe(200);
      expect((await calls.choose(who, DAY, 'Lunch', false, dhaka(DAY, '11:00'))).statusCode).toBe(
        200,
      );
    } finally {
      await plain.close();
    }
  });
});

describe('the server clock', () => {
  it("locks lunch at 10:30 in Dhaka on the server's own clock, moved by the test", async () => {
    const day = '2031-05-20';
    await planDay(day);
    const who = await signedInAs(t.app);
    clockAt('2031-05-20T04:29:59Z'); // 10:29:59 in Dhaka
    expect((await api.choose(who, day, 'Lunch', false)).statusCode).toBe(200);
    clockAt('2031-05-20T04:30:01Z');
    const late = await api.choose(who, day, 'Lunch', true);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('10:30 on 2031-05-20');
  });

  it('answers a malformed x-test-now with a 400 when the test clock is on', async () => {
    const res = await api.menu(null, '', 'half past ten');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(
      'x-test-now must be an ISO 8601 instant',
    );
  });
});
