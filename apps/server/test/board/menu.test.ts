import type { Menu, MenuSitting } from '@messmate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { boardCalls, dhaka } from './board-calls';

let t: TestApp;
let api: ReturnType<typeof boardCalls>;
let admin: SignedIn;
let rice: { id: string; title: string };
let dal: { id: string; title: string };
const PLANNING = dhaka('2031-01-01', '09:00');
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' });
  api = boardCalls(t.app);
  admin = await signedInAs(t.app, { role: 'admin' });
  rice = await createMeal(t.db, { title: 'Plain rice', category: 'Lunch', price: 40 });
  dal = await createMeal(t.db, { title: 'Masoor dal', category: 'Dinner', price: 25.5 });
});
afterAll(() => t.close());

describe('PUT /api/menu/{date}/{sitting}', () => {
  it('plans dishes in the given order with a note, and answers the sitting as the list shows it', async () => {
    const res = await api.plan(
      admin,
      '2031-02-06',
      'Lunch',
      [dal.id, rice.id],
      PLANNING,
      ' Friday special ',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sitting: 'Lunch',
      startsAt: '2031-02-06T13:00:00+06:00',
      endsAt: '2031-02-06T15:00:00+06:00',
      cutoffAt: '2031-02-06T10:30:00+06:00',
      locked: false,
      note: 'Friday special',
      meals: [
        { _id: dal.id, title: 'Masoor dal', price: 25.5, category: 'Dinner' },
        { _id: rice.id, title: 'Plain rice', price: 40, category: 'Lunch' },
      ],
    });
    const menu = await api.menu(null, '?from=2031-02-05&to=2031-02-07', PLANNING);
    expect(menu.statusCode).toBe(200);
    const days = menu.json<Menu>().days;
    expect(days.map((d) => [d.date, d.sittings.length])).toEqual([
      ['2031-02-05', 0],
      ['2031-02-06', 1],
      ['2031-02-07', 0],
    ]);
    expect(days[1]?.sittings[0]).not.toHaveProperty('eating');
    expect(days[1]?.sittings[0]?.meals.map((m) => m.title)).toEqual(['Masoor dal', 'Plain rice']);
  });

  it('replaces the dishes on a second plan, and an empty list takes the sitting off the menu', async () => {
    await api.plan(admin, '2031-02-10', 'Dinner', [rice.id, dal.id], PLANNING);
    const replaced = await api.plan(admin, '2031-02-10', 'Dinner', [dal.id], PLANNING);
    expect(replaced.json<MenuSitting>().meals.map((m) => m._id)).toEqual([dal.id]);
    const removed = await api.plan(admin, '2031-02-10', 'Dinner', [], PLANNING);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ sitting: 'Dinner', meals: [], note: null });
    const menu = await api.menu(null, '?from=2031-02-10&to=2031-02-10', PLANNING);
    expect(menu.json<Menu>().days[0]?.sittings).toEqual([]);
  });

  it('refuses unknown meal ids, repeated dishes, bad dates and unknown sittings with clear 400s', async () => {
    const unknown = await api.plan(
      admin,
      '2031-02-11',
      'Lunch',
      [rice.id, '6f1c1f6e-8a39-4a5e-9d1c-0c7f3c8b1a2d'],
      PLANNING,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_MEAL' });
    expect(unknown.json<{ message: string }>().message).toContain(
      '6f1c1f6e-8a39-4a5e-9d1c-0c7f3c8b1a2d',
    );
    const twice = await api.plan(admin, '2031-02-11', 'Lunch', [rice.id, rice.id], PLANNING);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toContain('once');
    const badDate = await api.plan(admin, '2031-02-30', 'Lunch', [rice.id], PLANNING);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ message: string }>().message).toContain('2031-02-30 is not a date');
    const badSitting = await t.app.inject({
      method: 'PUT',
      url: '/api/menu/2031-02-11/Supper',
      headers: admin.headers,
      payload: { mealIds: [rice.id] },
    });
    expect(badSitting.statusCode).toBe(400);
    expect(badSitting.json<{ message: string }>().message).toContain('Breakfast, Lunch or Dinner');
    const menu = await api.menu(null, '?from=2031-02-11&to=2031-02-11', PLANNING);
    expect(menu.json<Menu>().days[0]?.sittings).toEqual([]);
  });

  it('refuses any change once the sitting is past its cut-off (409), and keeps it', async () => {
    await api.plan(admin, '2031-02-12', 'Lunch', [rice.id], PLANNING);
    const late = dhaka('2031-02-12', '10:30:01');
    for (const mealIds of [[], [dal.id]]) {
      const res = await api.plan(admin, '2031-02-12', 'Lunch', mealIds, late);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'MENU_LOCKED' });
      expect(res.json<{ message: string }>().message).toContain('10:30 on 2031-02-12');
    }
    const newSitting = await api.plan(admin, '2031-02-12', 'Breakfast', [rice.id], late);
    expect(newSitting.statusCode).toBe(409);
    const menu = await api.menu(null, '?from=2031-02-12&to=2031-02-12', late);
    expect(
      menu.json<Menu>().days[0]?.sittings.map((s) => [s.sitting, s.locked, s.meals.length]),
    ).toEqual([['Lunch', true, 1]]);
  });
});

describe('GET /api/menu', () => {
  it('shows a signed-in resident their own place; defaults to a week from today; refuses ranges over 31 days', async () => {
    await api.plan(admin, '2031-02-20', 'Lunch', [rice.id], PLANNING);
    const resident = await signedInAs(t.app);
    await api.choose(resident, '2031-02-20', 'Lunch', false, PLANNING);
    const mine = await api.menu(resident, '?from=2031-02-20&to=2031-02-20', PLANNING);
    expect(mine.json<Menu>().days[0]?.sittings[0]?.eating).toBe(false);
    const kitchen = await api.menu(admin, '?from=2031-02-20&to=2031-02-20', PLANNING);
    expect(kitchen.json<Menu>().days[0]?.sittings[0]).not.toHaveProperty('eating');
    const week = await api.menu(null, '', dhaka('2031-02-20', '23:59:59'));
    expect(week.json<Menu>().days.map((d) => d.date)).toEqual([
      '2031-02-20',
      '2031-02-21',
      '2031-02-22',
      '2031-02-23',
      '2031-02-24',
      '2031-02-25',
      '2031-02-26',
    ]);
    const tooLong = await api.menu(null, '?from=2031-01-01&to=2031-02-01', PLANNING);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toBe(
      'A range can be at most 31 days; this one is 32.',
    );
    const backwards = await api.menu(null, '?from=2031-01-05&to=2031-01-01', PLANNING);
    expect(backwards.statusCode).toBe(400);
    const fromOnlyTooFar = await api.menu(null, '?to=2031-09-01', PLANNING);
    expect(fromOnlyTooFar.statusCode).toBe(400);
    expect((await api.menu(null, '?from=tomorrow', PLANNING)).statusCode).toBe(400);
  });
});
