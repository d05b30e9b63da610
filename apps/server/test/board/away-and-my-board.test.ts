import type { AwayResult, MyBoard } from '@messmate/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { boardCalls, dhaka } from './board-calls';

let t: TestApp;
let api: ReturnType<typeof boardCalls>;
let admin: SignedIn;
let mealId: string;
const PLANNING = dhaka('2031-01-01', '09:00');
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' });
  api = boardCalls(t.app);
  admin = await signedInAs(t.app, { role: 'admin' });
  mealId = (await createMeal(t.db)).id;
});
afterAll(() => t.close());

it('turns off every open planned sitting of the range in one step, and lists the locked ones', async () => {
  // 12 to 15 March: lunch and dinner each day, breakfast on the 14th; the 11th is outside.
  for (const date of ['2031-03-11', '2031-03-12', '2031-03-13', '2031-03-14', '2031-03-15']) {
    for (const sitting of ['Lunch', 'Dinner'] as const)
      await api.plan(admin, date, sitting, [mealId], PLANNING);
  }
  await api.plan(admin, '2031-03-14', 'Breakfast', [mealId], PLANNING);
  const resident = await signedInAs(t.app);
  const neighbour = await signedInAs(t.app);
  // At 11:00 on the 12th its lunch is locked; its dinner and everything after are open.
  const res = await api.away(resident, '2031-03-12', '2031-03-15', dhaka('2031-03-12', '11:00'));
  expect(res.statusCode).toBe(200);
  const { changed, locked } = res.json<AwayResult>();
  expect(locked).toEqual([{ date: '2031-03-12', sitting: 'Lunch' }]);
  expect(changed).toEqual([
    { date: '2031-03-12', sitting: 'Dinner' },
    { date: '2031-03-13', sitting: 'Lunch' },
    { date: '2031-03-13', sitting: 'Dinner' },
    { date: '2031-03-14', sitting: 'Breakfast' },
    { date: '2031-03-14', sitting: 'Lunch' },
    { date: '2031-03-14', sitting: 'Dinner' },
    { date: '2031-03-15', sitting: 'Lunch' },
    { date: '2031-03-15', sitting: 'Dinner' },
  ]);

  const board = await api.myBoard(
    resident,
    '?from=2031-03-11&to=2031-03-15',
    dhaka('2031-03-12', '11:00'),
  );
  expect(board.statusCode).toBe(200);
  const entries = board.json<MyBoard>().sittings;
  expect(entries).toHaveLength(11);
  expect(entries.filter((e) => e.eating).map((e) => `${e.date} ${e.sitting}`)).toEqual([
    '2031-03-11 Lunch',
    '2031-03-11 Dinner',
    '2031-03-12 Lunch',
  ]);
  expect(entries[0]).toMatchObject({
    chosen: false,
    locked: true,
    cutoffAt: '2031-03-11T10:30:00+06:00',
  });
  // The neighbour is untouched.
  const theirs = await api.myBoard(
    neighbour,
    '?from=2031-03-11&to=2031-03-15',
    dhaka('2031-03-12', '11:00'),
  );
  expect(theirs.json<MyBoard>().sittings.every((e) => e.eating && !e.chosen)).toBe(true);
});

it('refuses ranges over 31 days, backwards ranges and bad dates, changing nothing', async () => {
  await api.plan(admin, '2031-04-02', 'Lunch', [mealId], PLANNING);
  const resident = await signedInAs(t.app);
  const cases: [string, string, string][] = [
    ['2031-04-01', '2031-05-02', 'at most 31 days; this one is 32'],
    ['2031-04-05', '2031-04-01', 'ends before it starts'],
    ['2031-04-31', '2031-05-02', '2031-04-31 is not a date'],
    ['01/04/2031', '2031-04-02', 'YYYY-MM-DD'],
  ];
  for (const [from, to, words] of cases) {
    const res = await api.away(resident, from, to, PLANNING);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(words);
  }
  expect((await api.away(resident, '2031-04-01', '2031-05-01', PLANNING)).statusCode).toBe(200);
  const tooLong = await api.myBoard(resident, '?from=2031-04-01&to=2031-05-02', PLANNING);
  expect(tooLong.statusCode).toBe(400);
});

it('has no board for a sitting with no menu (404) and refuses a visitor (401)', async () => {
  const resident = await signedInAs(t.app);
  const none = await api.choose(resident, '2031-04-20', 'Dinner', false, PLANNING);
  expect(none.statusCode).toBe(404);
  expect(none.json()).toMatchObject({
    code: 'NO_MENU',
    message: 'Nothing is planned for Dinner on 2031-04-20, so there is no board for it.',
  });
  const visitor = await api.choose(null, '2031-04-20', 'Dinner', false, PLANNING);
  expect(visitor.statusCode).toBe(401);
  expect(visitor.json<{ message: string }>().message).toBe('Please sign in to use the mess board.');
  const notBoolean = await t.app.inject({
    method: 'PUT',
    url: '/api/board/2031-04-20/Dinner',
    headers: resident.headers,
    payload: { eating: 'yes' },
  });
  expect(notBoolean.statusCode).toBe(400);
  expect(notBoolean.json<{ message: string }>().message).toContain('eating must be true or false');
});
