import { DEFAULT_SITTING_TIMES, type Headcount } from '@messmate/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { boardCalls, dhaka } from '../board/board-calls';

const RESIDENTS = 200;

let t: TestApp;
let api: ReturnType<typeof boardCalls>;
let admin: SignedIn;
let residents: SignedIn[];
let mealId: string;
beforeAll(async () => {
  // 200 toggles per test from one account each: well inside the write limit.
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' });
  api = boardCalls(t.app);
  admin = await signedInAs(t.app, { role: 'admin' });
  residents = [];
  for (let i = 0; i < RESIDENTS; i += 1) residents.push(await signedInAs(t.app));
  mealId = (await createMeal(t.db)).id;
}, 120_000);
afterAll(() => t.close());

const lunchOf = async (date: string, now: string) => {
  const res = await api.headcount(admin, date, now);
  expect(res.statusCode).toBe(200);
  return res.json<Headcount>().sittings.find((s) => s.sitting === 'Lunch');
};

it('counts 200 residents toggling at once exactly, while the kitchen reads the count', async () => {
  const day = '2031-06-02';
  expect(
    (await api.plan(admin, day, 'Lunch', [mealId], dhaka('2031-06-01', '12:00'))).statusCode,
  ).toBe(200);
  const now = dhaka(day, '09:00');
  // Every third resident turns lunch off; the rest turn it off and on again, all at once.
  const answers = await Promise.all([
    ...residents.map(async (who, i) => {
      if (i % 3 === 0) return [await api.choose(who, day, 'Lunch', false, now)];
      const off = await api.choose(who, day, 'Lunch', false, now);
      return [off, await api.choose(who, day, 'Lunch', true, now)];
    }),
    ...Array.from({ length: 10 }, () => lunchOf(day, now).then(() => [])),
  ]);
  expect(answers.flat().every((answer) => answer.statusCode === 200)).toBe(true);
  const off = residents.filter((_, i) => i % 3 === 0).length;
  expect(await lunchOf(day, now)).toMatchObject({
    locked: false,
    eating: RESIDENTS - off,
    away: off,
  });
}, 120_000);

it('freezes the count at the cut-off: every change the server took is in it, none after it moves it', async () => {
  const day = '2031-06-03';
  const settings = await api.settings(
    admin,
    { defaultBoard: 'out', sittings: DEFAULT_SITTING_TIMES },
    dhaka('2031-06-01', '12:00'),
  );
  expect(settings.statusCode).toBe(200);
  expect(
    (await api.plan(admin, day, 'Lunch', [mealId], dhaka('2031-06-01', '12:00'))).statusCode,
  ).toBe(200);
  const justBefore = dhaka(day, '10:29:59');
  const justAfter = dhaka(day, '10:30:01');
  // Everyone turns lunch on a second before the cut-off, while the kitchen reads (and so
  // freezes) the count a second after it: some toggles land before the freeze, some after.
  const [toggles, reads] = await Promise.all([
    Promise.all(residents.map((who) => api.choose(who, day, 'Lunch', true, justBefore))),
    Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 5)).then(() => lunchOf(day, justAfter)),
      ),
    ),
  ]);
  const taken = toggles.filter((answer) => answer.statusCode === 200).length;
  const refused = toggles.filter((answer) => answer.statusCode === 409).length;
  expect(taken + refused).toBe(RESIDENTS);
  const final = await lunchOf(day, dhaka(day, '11:00'));
  expect(final).toMatchObject({ locked: true, eating: taken, away: RESIDENTS - taken });
  // Every read after the freeze saw the same number; none saw more than the final count.
  for (const read of reads) expect(read?.eating ?? 0).toBeLessThanOrEqual(taken);
  // A change after the freeze is refused, even one claiming to be before the cut-off.
  const late = await api.choose(residents[0] ?? admin, day, 'Lunch', false, justBefore);
  expect(late.statusCode).toBe(409);
  expect(await lunchOf(day, dhaka(day, '12:00'))).toMatchObject({ eating: taken });
}, 120_000);
