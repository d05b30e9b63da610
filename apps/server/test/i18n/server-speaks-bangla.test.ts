import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { storedFor } from '../notifications/helpers';
import { requestMeal, serveRequest } from '../requests/helpers';

/** The server writes its messages in the reader's language (DESIGN.md, Languages; 0034). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MISSING_MEAL = '/api/meals/00000000-0000-4000-8000-000000000000';

describe(`the server's words in the reader's language (${process.env.TEST_DB_KIND})`, () => {
  it('tells a visitor whose browser prefers Bangla in Bangla, with the same code', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: MISSING_MEAL,
      headers: { 'accept-language': 'bn-BD;q=0.9, en;q=0.8' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'MEAL_NOT_FOUND',
      message: 'খাবারটি পাওয়া যায়নি।',
      error: 'খাবারটি পাওয়া যায়নি।',
    });
  });

  it('keeps English, word for word, for everyone else', async () => {
    for (const headers of [{}, { 'accept-language': 'en-US,en;q=0.9,bn;q=0.5' }]) {
      const res = await t.app.inject({ method: 'GET', url: MISSING_MEAL, headers });
      expect(res.json()).toMatchObject({ code: 'MEAL_NOT_FOUND', message: 'Meal not found.' });
    }
  });

  it("follows a signed-in resident's chosen Bangla even when the browser asks for English", async () => {
    const resident = await signedInAs(t.app, { badge: 'Bronze', language: 'bn' });
    const meal = await createMeal(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/serve-meals',
      headers: { ...resident.headers, 'accept-language': 'en' },
      payload: { mealId: meal.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'খাবার চাইতে আপনার সদস্যপদ থাকতে হবে',
    });
  });

  it('follows a signed-in resident who chose English even when the browser asks for Bangla', async () => {
    const resident = await signedInAs(t.app, { badge: 'Bronze', language: 'en' });
    const meal = await createMeal(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/serve-meals',
      headers: { ...resident.headers, 'accept-language': 'bn' },
      payload: { mealId: meal.id },
    });
    expect(res.json()).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'You must have a subscription to request a meal',
    });
  });

  it("words a validation error and its per-field details in Bangla, keeping English's shape", async () => {
    const resident = await signedInAs(t.app, { language: 'bn' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: resident.headers,
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    const bangla = "ভাষা হতে হবে 'en' (ইংরেজি) বা 'bn' (বাংলা)।";
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: bangla,
      details: [{ path: 'body.language', message: bangla }],
    });
    const english = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: (await signedInAs(t.app)).headers,
      payload: { language: 'fr' },
    });
    expect(english.json()).toMatchObject({
      message: "The language must be 'en' (English) or 'bn' (Bangla).",
    });
  });

  it('stores a served notification in each recipient’s own language', async () => {
    const admin = await signedInAs(t.app, { role: 'admin', language: 'en' });
    const meal = await createMeal(t.db, { title: 'Shorshe Ilish' });
    const told: Record<string, { title: string; body: string }> = {};
    for (const language of ['bn', 'en', null] as const) {
      const resident = await signedInAs(t.app, { badge: 'Gold', language });
      const asked = await requestMeal(t.app, resident, { mealId: meal.id });
      expect(asked.statusCode).toBe(201);
      const id = (asked.json() as { request: { _id: string } }).request._id;
      expect((await serveRequest(t.app, id, admin)).statusCode).toBe(200);
      const [row] = await storedFor(t.db, resident.user._id);
      told[String(language)] = { title: row?.title ?? '', body: row?.body ?? '' };
    }
    expect(told.bn).toEqual({
      title: 'আপনার খাবার দেওয়া হয়েছে',
      body: 'Shorshe Ilish দেওয়া হয়েছে। খাবার উপভোগ করুন!',
    });
    const english = {
      title: 'Your meal is served',
      body: 'Shorshe Ilish has been served. Enjoy your meal!',
    };
    expect(told.en).toEqual(english);
    expect(told.null).toEqual(english);
  });
});
