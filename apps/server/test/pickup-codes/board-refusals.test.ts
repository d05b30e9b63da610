import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pickupCodes } from '../../src/db/schema';
import { boardCodesOf } from '../../src/modules/pickup-codes/board-code-maker';
import { boardSecretOf } from '../../src/modules/pickup-codes/board-secret';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { counterAt, dhaka, lunchCodeOf, planDay } from './board-helpers';
import { residentWithCode } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' });
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

/** The codes the server would derive for anyone: what a forger with the secret could make. */
const derived = async (userId: string, date: string) =>
  boardCodesOf(await boardSecretOf(t.db), { userId, date, sitting: 'Lunch' });

it('refuses a resident who joined after the cut-off: not on that sitting’s board', async () => {
  const date = '2020-01-15'; // planned "the day before"; everyone here joined years later
  await planDay(t.app, admin, date);
  const late = await signedInAs(t.app);
  const { code } = await derived(late.user._id, date);
  const res = await counterAt(t.app, 'collect', admin, code, dhaka(date, '13:00'));
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: 'NOT_ON_BOARD' });
  expect(await t.db.$count(pickupCodes, eq(pickupCodes.communityDay, date))).toBe(0);
});

it('knows no board code for an admin (never on the board)', async () => {
  const date = '2033-01-10';
  await planDay(t.app, admin, date);
  const { code, shortCode } = await derived(admin.user._id, date);
  for (const form of [code, shortCode]) {
    const res = await counterAt(t.app, 'lookup', admin, form, dhaka(date, '13:00'));
    expect(res.statusCode).toBe(404);
  }
});

it('refuses a short code that fits a request and a board sitting, rather than guess', async () => {
  const date = '2033-02-10';
  await planDay(t.app, admin, date);
  const resident = await signedInAs(t.app);
  const lunch = await lunchCodeOf(t.app, resident, dhaka(date, '12:00'));
  const request = await residentWithCode(t.app, 'Clash Resident');
  await t.db
    .update(pickupCodes)
    .set({ shortCode: lunch.shortCode })
    .where(eq(pickupCodes.code, request.code.code));
  const res = await counterAt(t.app, 'collect', admin, lunch.shortCode, dhaka(date, '13:00'));
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: 'AMBIGUOUS_SHORT_CODE' });
  // The QR codes stay unambiguous.
  const scanned = await counterAt(t.app, 'lookup', admin, lunch.code, dhaka(date, '13:00'));
  expect(scanned.statusCode).toBe(200);
});

it('lets only admins use the counter with a board code', async () => {
  const date = '2033-03-10';
  await planDay(t.app, admin, date);
  const resident = await signedInAs(t.app);
  const lunch = await lunchCodeOf(t.app, resident, dhaka(date, '12:00'));
  const own = await counterAt(t.app, 'collect', resident, lunch.code, dhaka(date, '13:00'));
  expect(own.statusCode).toBe(403);
  expect(await t.db.$count(pickupCodes, eq(pickupCodes.communityDay, date))).toBe(0);
});
