import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, user } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { originOf, signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { postReview } from '../reviews/helpers';

// JSON can carry half of a surrogate pair; UTF-8, and so PostgreSQL text, cannot. Found by the
// hostile fuzz run as a 500 on PGlite ("invalid byte sequence for encoding UTF8").
const HALF = 'x\udbcd\udb4cy';
const WHOLE = 'Chingri 🦐 malai';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('text PostgreSQL cannot store', () => {
  it('is refused with 400 in a review, and nothing is written', async () => {
    const meal = await createMeal(t.db);
    const author = await signedInAs(t.app);
    const res = await postReview(t.app, meal.id, author, { content: HALF });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TEXT' });
    expect(res.json().message).toMatch(/half of a character/);
    const written = await t.db.select().from(reviews).where(eq(reviews.mealId, meal.id));
    expect(written).toHaveLength(0);
  });

  it('is refused with 400 in a sign-up name, and no account is made', async () => {
    const email = `half-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originOf(t.app),
      payload: { name: `x\udf91\ude5c𠸒y`, email, password: 'a long password 123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TEXT' });
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('lets whole characters through, emoji and pairs included', async () => {
    const meal = await createMeal(t.db);
    const author = await signedInAs(t.app);
    const res = await postReview(t.app, meal.id, author, { content: WHOLE });
    expect(res.statusCode).toBe(201);
    expect(res.json().review.content).toBe(WHOLE);
  });
});
