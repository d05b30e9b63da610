import { DEFAULT_SITTING_TIMES, type Menu, type MessSettings } from '@messmate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { boardCalls, dhaka } from './board-calls';

let t: TestApp;
let api: ReturnType<typeof boardCalls>;
let admin: SignedIn;
const PLANNING = dhaka('2031-01-01', '09:00');
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' });
  api = boardCalls(t.app);
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const withLunch = (lunch: object) =>
  DEFAULT_SITTING_TIMES.map((s) => (s.sitting === 'Lunch' ? { ...s, ...lunch } : s));

describe('mess settings', () => {
  it("answers DESIGN.md's defaults before an admin saves any", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mess-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json<MessSettings>()).toEqual({
      timeZone: 'Asia/Dhaka',
      defaultBoard: 'in',
      sittings: [
        {
          sitting: 'Breakfast',
          starts: '07:30',
          ends: '09:30',
          cutoff: '22:00',
          cutoffDayBefore: true,
        },
        {
          sitting: 'Lunch',
          starts: '13:00',
          ends: '15:00',
          cutoff: '10:30',
          cutoffDayBefore: false,
        },
        {
          sitting: 'Dinner',
          starts: '20:00',
          ends: '22:00',
          cutoff: '17:00',
          cutoffDayBefore: false,
        },
      ],
    });
  });

  it('re-times open planned sittings, never a locked one', async () => {
    const meal = await createMeal(t.db);
    await api.plan(admin, '2031-02-01', 'Lunch', [meal.id], PLANNING);
    await api.plan(admin, '2031-02-02', 'Lunch', [meal.id], PLANNING);
    // At 11:00 on 1 February its lunch is locked; the 2nd is open.
    const res = await api.settings(
      admin,
      { defaultBoard: 'out', sittings: withLunch({ starts: '12:30', cutoff: '09:45' }) },
      dhaka('2031-02-01', '11:00'),
    );
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/mess-settings' })).json()).toMatchObject(
      { defaultBoard: 'out' },
    );
    const resident = await signedInAs(t.app);
    const menu = await api.menu(
      resident,
      '?from=2031-02-01&to=2031-02-02',
      dhaka('2031-02-01', '11:00'),
    );
    const [first, second] = menu.json<Menu>().days.map((d) => d.sittings[0]);
    expect(first).toMatchObject({
      startsAt: '2031-02-01T13:00:00+06:00',
      cutoffAt: '2031-02-01T10:30:00+06:00',
      eating: true,
    });
    expect(second).toMatchObject({
      startsAt: '2031-02-02T12:30:00+06:00',
      cutoffAt: '2031-02-02T09:45:00+06:00',
      eating: false,
    });
    await api.settings(admin, { defaultBoard: 'in', sittings: DEFAULT_SITTING_TIMES }, PLANNING);
  });

  it('refuses a sitting that ends before it starts, a cut-off after the start, a missing sitting and an unknown default', async () => {
    const cases: [object, string][] = [
      [
        { defaultBoard: 'in', sittings: withLunch({ ends: '12:00' }) },
        'Lunch must end after it starts (13:00).',
      ],
      [
        { defaultBoard: 'in', sittings: withLunch({ cutoff: '13:30' }) },
        "Lunch's cut-off must be at or before it starts (13:00).",
      ],
      [{ defaultBoard: 'in', sittings: withLunch({ cutoff: '25:00' }) }, 'Times are written HH:MM'],
      [
        { defaultBoard: 'in', sittings: DEFAULT_SITTING_TIMES.slice(0, 2) },
        'Give the times of Breakfast, Lunch and Dinner',
      ],
      [
        {
          defaultBoard: 'in',
          sittings: [DEFAULT_SITTING_TIMES[0], DEFAULT_SITTING_TIMES[0], DEFAULT_SITTING_TIMES[2]],
        },
        'Give the times of Lunch exactly once.',
      ],
      [
        { defaultBoard: 'maybe', sittings: DEFAULT_SITTING_TIMES },
        "defaultBoard must be 'in' or 'out'.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.settings(admin, body, PLANNING);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const resident = await signedInAs(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/mess-settings',
      headers: resident.headers,
      payload: { defaultBoard: 'out', sittings: DEFAULT_SITTING_TIMES },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mess-settings' })).json()).toMatchObject(
      { defaultBoard: 'in' },
    );
  });
});

describe('deleting a meal that is on a menu', () => {
  it('is refused while the meal is on a menu not yet served, naming the date and sitting', async () => {
    const meal = await createMeal(t.db, { title: 'Kacchi Biryani' });
    const now = new Date();
    const date = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await api.plan(admin, date, 'Dinner', [meal.id])).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/meals/${meal.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'MEAL_ON_MENU',
      message: `"Kacchi Biryani" is on the menu for Dinner on ${date}. Take it off the menu first.`,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` })).statusCode).toBe(
      200,
    );
  });

  it('goes ahead once the menu is past, and the past menu keeps the dish by its title', async () => {
    const meal = await createMeal(t.db, { title: 'Shorshe Ilish', category: 'Lunch', price: 220 });
    await api.plan(admin, '2025-03-01', 'Lunch', [meal.id], dhaka('2025-02-01', '09:00'));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/meals/${meal.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const menu = await api.menu(null, '?from=2025-03-01&to=2025-03-01');
    expect(menu.json<Menu>().days[0]?.sittings[0]?.meals).toEqual([
      {
        _id: null,
        title: 'Shorshe Ilish',
        titleBn: null,
        image: expect.stringContaining('/api/images/') as string,
        price: 220,
        category: 'Lunch',
      },
    ]);
  });
});
