import type { CounterLookup, Headcount } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, pickupCodes } from '../../src/db/schema';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { codesAt, counterAt, dhaka, lunchCodeOf, planDay } from './board-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' });
  admin = await signedInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const rowsOf = async () => ({
  codes: await t.db.$count(pickupCodes),
  settings: await t.db.$count(appSettings),
});

describe("GET /api/pickup-codes: today's board", () => {
  it('lists one code per sitting the resident is on today, stable, and writes nothing', async () => {
    const date = '2032-02-03';
    const api = await planDay(t.app, admin, date);
    await planDay(t.app, admin, '2032-02-04'); // tomorrow's board shows no code today
    const rina = await signedInAs(t.app, { name: 'Rina Board', email: 'rina.board@example.com' });
    expect(
      (await api.choose(rina, date, 'Dinner', false, dhaka('2032-02-02', '12:00'))).statusCode,
    ).toBe(200);
    const now = dhaka(date, '12:00');
    const before = await rowsOf();
    const first = await codesAt(t.app, rina, now);
    const second = await codesAt(t.app, rina, dhaka(date, '12:30'));
    expect(await rowsOf()).toEqual(before);
    expect(first).toEqual(second);
    expect(first).toEqual([
      expect.objectContaining({ kind: 'board', date, sitting: 'Lunch', title: 'Lunch: Dal, Rice' }),
    ]);
    const [lunch] = first;
    expect(lunch?.code).toMatch(/^MMB-[A-Z2-7]{26}$/);
    expect(lunch?.shortCode).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    for (const told of [rina.user._id, 'rina', 'board', '2032', 'lunch']) {
      expect(`${lunch?.code} ${lunch?.shortCode}`.toLowerCase()).not.toContain(told.toLowerCase());
    }
    const other = await signedInAs(t.app);
    const theirs = await lunchCodeOf(t.app, other, now);
    expect(theirs.code).not.toBe(lunch?.code);
    expect(theirs.shortCode).not.toBe(lunch?.shortCode);
  });
});

describe('counter with a board code', () => {
  it('shows name and sitting, collects once, and the kitchen counts it', async () => {
    const date = '2032-03-03';
    await planDay(t.app, admin, date);
    const sara = await signedInAs(t.app, { name: 'Sara Sitting', image: '/api/images/x.webp' });
    const lunch = await lunchCodeOf(t.app, sara, dhaka(date, '13:00'));
    const looked = await counterAt(t.app, 'lookup', admin, lunch.shortCode, dhaka(date, '13:04'));
    expect(looked.statusCode).toBe(200);
    expect(looked.json<CounterLookup>()).toMatchObject({
      kind: 'board',
      sitting: 'Lunch',
      title: 'Lunch: Dal, Rice',
      resident: { name: 'Sara Sitting' },
      collectedAt: null,
    });
    const collected = await counterAt(t.app, 'collect', admin, lunch.code, dhaka(date, '13:05'));
    expect(collected.statusCode).toBe(200);
    expect(collected.json<CounterLookup>().collectedAt).toBe(
      new Date(dhaka(date, '13:05')).toISOString(),
    );
    for (const form of [lunch.code, lunch.shortCode.toLowerCase()]) {
      const again = await counterAt(t.app, 'collect', admin, form, dhaka(date, '13:09'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'ALREADY_COLLECTED',
        message: 'Already collected at 13:05',
      });
    }
    const later = await counterAt(t.app, 'lookup', admin, lunch.code, dhaka(date, '13:10'));
    expect(later.json<CounterLookup>().collectedAt).not.toBeNull();
    expect(await codesAt(t.app, sara, dhaka(date, '13:11'))).toEqual([
      expect.objectContaining({ sitting: 'Dinner' }),
    ]);
    const headcount = await t.app.inject({
      method: 'GET',
      url: `/api/kitchen/headcount?date=${date}`,
      headers: { ...admin.headers, 'x-test-now': dhaka(date, '13:12') },
    });
    const sittings = headcount.json<Headcount>().sittings;
    const lunchCount = sittings.find((s) => s.sitting === 'Lunch');
    expect(lunchCount?.collected).toBe(1);
    expect(lunchCount?.eating).toBeGreaterThanOrEqual(1);
    expect(sittings.find((s) => s.sitting === 'Dinner')?.collected).toBe(0);
  });

  it('answers 404 for forged and altered codes, and changes nothing', async () => {
    const date = '2032-04-04';
    await planDay(t.app, admin, date);
    const resident = await signedInAs(t.app);
    const now = dhaka(date, '13:00');
    const lunch = await lunchCodeOf(t.app, resident, now);
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const before = await rowsOf();
    for (const forged of [
      'MMB-AAAAAAAAAAAAAAAAAAAAAAAAAA',
      flip(lunch.code, lunch.code.length - 1),
      flip(lunch.code, 4),
      flip(lunch.shortCode, 0),
      lunch.code.slice(0, -1),
    ]) {
      for (const action of ['lookup', 'collect'] as const) {
        const res = await counterAt(t.app, action, admin, forged, now);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'PICKUP_CODE_NOT_FOUND' });
      }
    }
    expect(await rowsOf()).toEqual(before);
  });

  it("refuses yesterday's code today, naming its day", async () => {
    const date = '2032-05-05';
    await planDay(t.app, admin, date);
    const resident = await signedInAs(t.app);
    const lunch = await lunchCodeOf(t.app, resident, dhaka(date, '13:00'));
    const res = await counterAt(t.app, 'collect', admin, lunch.code, dhaka('2032-05-06', '13:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PICKUP_OTHER_DAY',
      message: expect.stringContaining('5 May 2032') as string,
    });
  });

  it('refuses a sitting the resident turned off after the code was shown', async () => {
    const date = '2032-06-06';
    const api = await planDay(t.app, admin, date);
    const resident = await signedInAs(t.app);
    const early = dhaka(date, '08:00');
    const lunch = await lunchCodeOf(t.app, resident, early);
    expect(
      (await api.choose(resident, date, 'Lunch', false, dhaka(date, '08:01'))).statusCode,
    ).toBe(200);
    expect(await codesAt(t.app, resident, dhaka(date, '08:02'))).not.toContainEqual(
      expect.objectContaining({ sitting: 'Lunch' }),
    );
    for (const action of ['lookup', 'collect'] as const) {
      const res = await counterAt(t.app, action, admin, lunch.code, dhaka(date, '13:00'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SITTING_TURNED_OFF',
        message: 'This resident turned lunch off today, so there is nothing to collect.',
      });
    }
    expect(await t.db.$count(pickupCodes, eq(pickupCodes.communityDay, date))).toBe(0);
  });
});
