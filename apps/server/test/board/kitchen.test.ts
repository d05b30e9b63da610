import type { AddressInfo } from 'node:net';
import {
  BoardChangedEventSchema,
  type Headcount,
  type HeadcountSitting,
  type Menu,
} from '@messmate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { mealRequests } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openStream, type OpenedStream } from '../notifications/sse-client';
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

const sittingOf = async (
  date: string,
  sitting: string,
  now: string,
): Promise<HeadcountSitting | undefined> => {
  const res = await api.headcount(admin, date, now);
  expect(res.statusCode).toBe(200);
  return res.json<Headcount>().sittings.find((s) => s.sitting === sitting);
};

describe('GET /api/kitchen/headcount', () => {
  it("shows every sitting of the day with that day's requests per dish of its category", async () => {
    const date = '2031-07-01';
    const biryani = await createMeal(t.db, { title: 'Biryani', category: 'Lunch' });
    const paratha = await createMeal(t.db, { title: 'Paratha', category: 'Breakfast' });
    await api.plan(admin, date, 'Lunch', [biryani.id], PLANNING);
    const resident = await createUser(t.db, { badge: 'Gold' });
    const rows = [
      { meal: biryani, status: 'pending' as const, day: date },
      { meal: biryani, status: 'pending' as const, day: date },
      { meal: biryani, status: 'delivered' as const, day: date },
      { meal: paratha, status: 'pending' as const, day: date },
      { meal: biryani, status: 'pending' as const, day: '2031-06-30' },
    ];
    for (const { meal, status, day } of rows) {
      await t.db.insert(mealRequests).values({
        mealId: meal.id,
        mealTitle: meal.title,
        userId: resident.id,
        status,
        communityDay: day,
      });
    }
    const res = await api.headcount(admin, date, PLANNING);
    const { sittings } = res.json<Headcount>();
    expect(sittings.map((s) => [s.sitting, s.planned])).toEqual([
      ['Breakfast', false],
      ['Lunch', true],
      ['Dinner', false],
    ]);
    expect(sittings[1]).toMatchObject({
      locked: false,
      eating: 1, // the Gold resident, on the board by default
      away: 0,
      requests: {
        pending: 2,
        delivered: 1,
        byMeal: [{ mealId: biryani.id, title: 'Biryani', pending: 2, delivered: 1 }],
      },
      suggestedPortions: 1,
      suggestionSamples: 0,
      leftovers: null,
    });
    expect(sittings[0]).toMatchObject({
      eating: 0,
      away: 0,
      requests: { pending: 1, delivered: 0 },
    });
    expect((await api.headcount(admin, '2031-02-29', PLANNING)).statusCode).toBe(400);
  });

  it("suggests portions from this mess's own past dinners: the median eaten per resident", async () => {
    const meal = await createMeal(t.db, { category: 'Dinner' });
    const residents = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db)));
    // Three past dinners with 10+ residents each (every account counts): eaten per head 0.8, 1.0, 1.5.
    const past = [
      { date: '2031-08-01', cooked: 20, left: 12 },
      { date: '2031-08-02', cooked: 20, left: 10 },
      { date: '2031-08-03', cooked: 30, left: 15 },
    ];
    for (const day of past) await api.plan(admin, day.date, 'Dinner', [meal.id], PLANNING);
    const before = (await sittingOf('2031-08-01', 'Dinner', PLANNING))?.eating ?? 0;
    expect(before).toBeGreaterThanOrEqual(residents.length);
    for (const day of past) {
      const res = await api.leftovers(
        admin,
        day.date,
        'Dinner',
        { cooked: day.cooked, left: day.left },
        dhaka(day.date, '22:30'),
      );
      expect(res.statusCode).toBe(200);
    }
    await api.plan(admin, '2031-08-04', 'Dinner', [meal.id], PLANNING);
    const next = await sittingOf('2031-08-04', 'Dinner', dhaka('2031-08-04', '09:00'));
    const eating = next?.eating ?? 0;
    // Each past dinner had `before` eating (its count frozen when its leftovers were read).
    const ratios = past.map((d) => (d.cooked - d.left) / before).sort((a, b) => a - b);
    expect(next).toMatchObject({
      suggestionSamples: 3,
      suggestedPortions: Math.ceil(Math.round((ratios[1] ?? 0) * eating * 100) / 100),
    });
  });
});

describe('PUT /api/kitchen/leftovers/{date}/{sitting}', () => {
  it('records cooked and left once the sitting has started, and the headcount shows them', async () => {
    const date = '2031-09-01';
    const meal = await createMeal(t.db);
    await api.plan(admin, date, 'Lunch', [meal.id], PLANNING);
    const early = await api.leftovers(
      admin,
      date,
      'Lunch',
      { cooked: 50, left: 5 },
      dhaka(date, '12:59:59'),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_STARTED' });
    expect(early.json<{ message: string }>().message).toContain('13:00');
    const saved = await api.leftovers(
      admin,
      date,
      'Lunch',
      { cooked: 50, left: 5 },
      dhaka(date, '13:00'),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ date, sitting: 'Lunch', cooked: 50, left: 5 });
    const fixed = await api.leftovers(
      admin,
      date,
      'Lunch',
      { cooked: 50, left: 7 },
      dhaka(date, '16:00'),
    );
    expect(fixed.statusCode).toBe(200);
    expect(await sittingOf(date, 'Lunch', dhaka(date, '16:00'))).toMatchObject({
      leftovers: { cooked: 50, left: 7 },
    });
  });

  it('refuses left over cooked, negatives, fractions and an unplanned sitting, changing nothing', async () => {
    const date = '2031-09-02';
    const meal = await createMeal(t.db);
    await api.plan(admin, date, 'Lunch', [meal.id], PLANNING);
    const now = dhaka(date, '15:00');
    const cases: [object, string][] = [
      [{ cooked: 10, left: 11 }, 'Portions left cannot be more than portions cooked.'],
      [{ cooked: -1, left: 0 }, 'Portions cooked cannot be negative.'],
      [{ cooked: 10, left: 2.5 }, 'Portions left must be a whole number.'],
      [{ cooked: 10 }, 'Portions left must be a whole number.'],
    ];
    for (const [body, message] of cases) {
      const res = await api.leftovers(admin, date, 'Lunch', body, now);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const unplanned = await api.leftovers(
      admin,
      date,
      'Dinner',
      { cooked: 1, left: 0 },
      dhaka(date, '23:00'),
    );
    expect(unplanned.statusCode).toBe(404);
    expect(await sittingOf(date, 'Lunch', now)).toMatchObject({ leftovers: null });
  });
});

describe('live updates', () => {
  let listening: App;
  let second: DatabaseHandle | undefined;
  const streams: OpenedStream[] = [];
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await listening.close();
    await second?.close();
  });

  it("tells admins' open streams (on another instance too) when a resident changes the board", async () => {
    const url = t.database.pool?.options.connectionString;
    second = url ? await openDatabase({ kind: 'postgres', url, poolSize: 3 }) : undefined;
    listening = await buildApp({ env: t.env, database: second ?? t.database, logger: false });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(listening.server.address() as AddressInfo).port}`;
    const date = '2031-10-01';
    const meal = await createMeal(t.db);
    await api.plan(admin, date, 'Dinner', [meal.id], PLANNING);
    const resident = await signedInAs(t.app);
    const kitchen = await openStream(`${base}/api/notifications/stream`, admin.headers);
    const neighbour = await openStream(
      `${base}/api/notifications/stream`,
      (await signedInAs(t.app)).headers,
    );
    streams.push(kitchen, neighbour);
    await kitchen.next((e) => e.event === 'unread');
    await neighbour.next((e) => e.event === 'unread');

    expect((await api.choose(resident, date, 'Dinner', false, PLANNING)).statusCode).toBe(200);
    const event = await kitchen.next((e) => e.event === 'board');
    expect(BoardChangedEventSchema.parse(JSON.parse(event.data))).toEqual({
      date,
      sitting: 'Dinner',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(neighbour.events.map((e) => e.event)).toEqual(['unread']);
    const menu = await api.menu(resident, `?from=${date}&to=${date}`, PLANNING);
    expect(menu.json<Menu>().days[0]?.sittings[0]?.eating).toBe(false);
  });
});
