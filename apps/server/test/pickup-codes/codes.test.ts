import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_CODE_ALPHABET } from '@messmate/shared';
import { mealRequests } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { counter, lookupOf, pickupCodesOf, residentWithCode } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/pickup-codes', () => {
  it('gives each pending request one code that stays the same and says nothing about the resident', async () => {
    const { resident, requestId, code, meal } = await residentWithCode(t.app, 'Nusrat Jahan');
    expect(code).toMatchObject({ kind: 'request', requestId, title: meal.title });
    expect(code.shortCode).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{7}$`));
    expect(code.code).toMatch(new RegExp(`^MM1-[${SHORT_CODE_ALPHABET}]{26}$`));
    for (const text of [code.code, code.shortCode]) {
      expect(text.toLowerCase()).not.toContain('nusrat');
      expect(text).not.toContain(resident.user._id);
      expect(text).not.toContain(requestId);
    }
    const again = await pickupCodesOf(t.app, resident);
    expect(again).toEqual([code]);
  });

  it("lists only the caller's own pending requests", async () => {
    const first = await residentWithCode(t.app, 'First');
    const second = await residentWithCode(t.app, 'Second');
    const firstCodes = await pickupCodesOf(t.app, first.resident);
    expect(firstCodes.map((c) => c.requestId)).toEqual([first.requestId]);
    expect(firstCodes.map((c) => c.code)).not.toContain(second.code.code);
  });

  it('drops a request once it is served', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const { resident, code } = await residentWithCode(t.app);
    expect((await counter(t.app, 'collect', admin, code.shortCode)).statusCode).toBe(200);
    expect(await pickupCodesOf(t.app, resident)).toEqual([]);
  });

  it('refuses a visitor with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pickup-codes' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the counter', () => {
  it('looks a code up by either form, showing the holder, without changing anything', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const { requestId, code, meal } = await residentWithCode(t.app, 'Tanvir Hasan');
    const typed = code.shortCode.toLowerCase().replace(/^(...)/, '$1 ');
    for (const form of [code.code, typed]) {
      const res = await counter(t.app, 'lookup', admin, form);
      expect(res.statusCode).toBe(200);
      expect(lookupOf(res)).toEqual({
        kind: 'request',
        title: meal.title,
        resident: { name: 'Tanvir Hasan', image: null },
        collectedAt: null,
      });
    }
    const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.id, requestId));
    expect(row?.status).toBe('pending');
  });

  it('serves the request on collect, through the Serve rule (who, when, delivered)', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const { requestId, code } = await residentWithCode(t.app);
    const res = await counter(t.app, 'collect', admin, code.code);
    expect(res.statusCode).toBe(200);
    const collectedAt = lookupOf(res).collectedAt;
    expect(collectedAt).not.toBeNull();
    const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.id, requestId));
    expect(row).toMatchObject({ status: 'delivered', servedBy: admin.user._id });
    expect(row?.servedAt?.toISOString()).toBe(collectedAt);
    const looked = await counter(t.app, 'lookup', admin, code.shortCode);
    expect(lookupOf(looked).collectedAt).toBe(collectedAt);
  });

  it('refuses a forged code and an altered one with 404, changing nothing', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const { requestId, code } = await residentWithCode(t.app);
    const last = code.code.slice(-1);
    const altered = code.code.slice(0, -1) + (last === 'A' ? 'B' : 'A');
    const alteredShort = code.shortCode.slice(0, -1) + (code.shortCode.endsWith('2') ? '3' : '2');
    const forged = `MM1-${'A'.repeat(26)}`;
    for (const wrong of [altered, alteredShort, forged, 'ZZZZZZZ', requestId]) {
      for (const action of ['lookup', 'collect'] as const) {
        const res = await counter(t.app, action, admin, wrong);
        expect(res.statusCode, `${action} ${wrong}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'PICKUP_CODE_NOT_FOUND' });
      }
    }
    const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.id, requestId));
    expect(row?.status).toBe('pending');
  });

  it('refuses an empty or oversized code with 400', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    for (const code of ['', '   ', 'x'.repeat(101)]) {
      const res = await counter(t.app, 'collect', admin, code);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/pickup code/);
    }
  });

  it('shows whose code it is: a scan of another resident’s code names that resident', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const mine = await residentWithCode(t.app, 'Mitu');
    const theirs = await residentWithCode(t.app, 'Rafi');
    const res = await counter(t.app, 'lookup', admin, theirs.code.shortCode);
    expect(lookupOf(res).resident.name).toBe('Rafi');
    expect((await counter(t.app, 'collect', admin, theirs.code.code)).statusCode).toBe(200);
    const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.id, mine.requestId));
    expect(row?.status).toBe('pending');
  });
});
