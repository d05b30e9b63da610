import { eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  authAttempts,
  boardChoices,
  mealLikes,
  mealRequests,
  meals,
  notifications,
  paymentIntents,
  payments,
  pickupCodes,
  pushSubscriptions,
  reviewLikes,
  reviews,
  session,
  supportMessages,
  supportThreads,
  upcomingMealLikes,
  user,
} from '../../src/db/schema';
import { originOf, signedInAs, signUpUser, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { changedTables, fingerprintTables } from '../security/support/table-fingerprints';
import { deleteAccount, residentWithData, type Resident } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
}, 60_000);
afterAll(() => t.close());

const mealOf = async (id: string) => (await t.db.select().from(meals).where(eq(meals.id, id)))[0];
const countOwn = async (userId: string) => ({
  sessions: await t.db.$count(session, eq(session.userId, userId)),
  accounts: await t.db.$count(account, eq(account.userId, userId)),
  likes: await t.db.$count(mealLikes, eq(mealLikes.userId, userId)),
  upcomingLikes: await t.db.$count(upcomingMealLikes, eq(upcomingMealLikes.userId, userId)),
  marks: await t.db.$count(reviewLikes, eq(reviewLikes.userId, userId)),
  requests: await t.db.$count(mealRequests, eq(mealRequests.userId, userId)),
  board: await t.db.$count(boardChoices, eq(boardChoices.userId, userId)),
  codes: await t.db.$count(pickupCodes, eq(pickupCodes.userId, userId)),
  notifications: await t.db.$count(notifications, eq(notifications.userId, userId)),
  push: await t.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId)),
  threads: await t.db.$count(supportThreads, eq(supportThreads.userId, userId)),
  intents: await t.db.$count(paymentIntents, eq(paymentIntents.userId, userId)),
  reviews: await t.db.$count(reviews, eq(reviews.userId, userId)),
  payments: await t.db.$count(payments, eq(payments.userId, userId)),
  user: await t.db.$count(user, eq(user.id, userId)),
});

describe('DELETE /api/users/me', () => {
  let ana: Resident;
  let bilal: Resident;
  beforeAll(async () => {
    ana = await residentWithData(t.app, admin, 'Ana Leaving');
    // Bilal marks Ana's review helpful, Ana marks Bilal's: both counts must stay exact.
    bilal = await residentWithData(t.app, admin, 'Bilal Staying', ana.reviewId);
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${bilal.reviewId}/helpful`,
      headers: ana.headers,
    });
    expect(marked.statusCode).toBe(200);
    // Bilal likes Ana's meal too: one like of two goes.
    const liked = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${ana.mealId}`,
      headers: bilal.headers,
      payload: {},
    });
    expect(liked.statusCode).toBe(200);
  }, 60_000);

  it('refuses a missing or wrong password with a message, and changes nothing', async () => {
    const missing = await deleteAccount(t.app, ana);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your password to delete your account.');
    const before = await fingerprintTables(t.db, ['auth_attempts']);
    const wrong = await deleteAccount(t.app, ana, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(changedTables(before, await fingerprintTables(t.db, ['auth_attempts']))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: ana.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the reviews as a former resident’s, the payments without the payer, and removes the rest', async () => {
    const mealBefore = await mealOf(ana.mealId);
    const bilalMealBefore = await mealOf(bilal.mealId);
    const [anaReviewBefore] = await t.db.select().from(reviews).where(eq(reviews.id, ana.reviewId));
    expect(mealBefore?.likes).toBe(2);
    expect(anaReviewBefore?.likes).toBe(1);
    const [paymentBefore] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.userId, ana.user._id));

    const res = await deleteAccount(t.app, ana, { password: ana.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
      kept: { reviews: 1, payments: 1 },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/messmate\.session_token=;.*Max-Age=0/);

    // Everything of hers is gone, but for the review and the payment, which no longer name her.
    expect(await countOwn(ana.user._id)).toEqual({
      sessions: 0,
      accounts: 0,
      likes: 0,
      upcomingLikes: 0,
      marks: 0,
      requests: 0,
      board: 0,
      codes: 0,
      notifications: 0,
      push: 0,
      threads: 0,
      intents: 0,
      reviews: 0,
      payments: 0,
      user: 0,
    });
    const [review] = await t.db.select().from(reviews).where(eq(reviews.id, ana.reviewId));
    expect(review).toMatchObject({
      content: anaReviewBefore?.content,
      rating: 4,
      likes: 1,
      updatedAt: anaReviewBefore?.updatedAt,
    });
    expect(review?.userId).toMatch(/^former:/);
    expect(await t.db.$count(user, eq(user.id, review?.userId ?? ''))).toBe(0);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentBefore?.id ?? ''));
    expect(payment).toEqual({ ...paymentBefore, userId: null, name: null, email: null });

    // Counts exact: her like and her helpful mark are gone, the reviews' numbers stay.
    const mealAfter = await mealOf(ana.mealId);
    expect(mealAfter).toMatchObject({
      likes: 1,
      reviewsCount: mealBefore?.reviewsCount,
      ratingSum: mealBefore?.ratingSum,
      ratingCount: mealBefore?.ratingCount,
    });
    const [bilalReview] = await t.db.select().from(reviews).where(eq(reviews.id, bilal.reviewId));
    expect(bilalReview?.likes).toBe(0);
    expect((await mealOf(bilal.mealId))?.likes).toBe(bilalMealBefore?.likes);
    // The kitchen's reply in her thread went with the thread; nothing names her in the bells.
    expect(await t.db.$count(supportMessages, eq(supportMessages.threadId, ana.threadId))).toBe(0);
    const naming = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        or(like(notifications.body, '%Ana Leaving%'), like(notifications.title, '%Ana Leaving%')),
      );
    expect(naming).toEqual([]);
    expect(await t.db.$count(authAttempts, like(authAttempts.key, `%${ana.user.email}%`))).toBe(0);

    // The meal page and All Reviews still show the review, by nobody: 'Former resident'.
    const details = await t.app.inject({ method: 'GET', url: `/api/meals/${ana.mealId}` });
    const shown = details.json<{
      reviews: { _id: string; name: string | null; badge: string | null }[];
      reviews_count?: number;
    }>();
    expect(shown.reviews.find((row) => row._id === ana.reviewId)).toMatchObject({
      name: null,
      badge: null,
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/reviews', headers: admin.headers });
    expect(
      all
        .json<{ _id: string; name: string | null; email: string | null }[]>()
        .find((row) => row._id === ana.reviewId),
    ).toMatchObject({ name: null, email: null });

    // Signed out everywhere at once; the same email may sign up again, afresh.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: ana.headers }))
        .statusCode,
    ).toBe(401);
    const again = await signUpUser(t.app, { email: ana.user.email, name: 'Ana Again' });
    expect(again.user).toMatchObject({ email: ana.user.email, badge: 'Bronze' });
    expect(again.user._id).not.toBe(ana.user._id);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/reviews?email=${encodeURIComponent(ana.user.email)}`,
      headers: again.headers,
    });
    expect(mine.json()).toEqual([]);
  });

  it('leaves the other resident’s payment as it was', async () => {
    const bilalPayments = await t.db.$count(payments, eq(payments.userId, bilal.user._id));
    expect(bilalPayments).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: '/api/payments', headers: bilal.headers });
    expect(res.json<unknown[]>()).toHaveLength(1);
  });

  it('refuses the last admin with 409 and a message; another admin may then go', async () => {
    const only = await signUpUser(t.app, { name: 'Only Admin' });
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, only.user._id));
    await t.db.update(user).set({ role: 'student' }).where(eq(user.id, admin.user._id));
    await t.app.signedInCaughtUp();
    const refused = await deleteAccount(t.app, only, { password: only.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message:
        'You are the only admin left. Make someone else an admin first, then delete your account.',
    });
    expect(await t.db.$count(user, eq(user.id, only.user._id))).toBe(1);
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.user._id));
    await t.app.signedInCaughtUp();
    const gone = await deleteAccount(t.app, only, { password: only.password });
    expect(gone.statusCode, gone.body).toBe(200);
  });

  it('counts wrong passwords with the sign-in attempts: past the limit 429, the right one still works', async () => {
    const dara = await signUpUser(t.app, { name: 'Dara' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await deleteAccount(t.app, dara, { password: `guess-${i}-wrong` })).statusCode,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: originOf(t.app),
      payload: { email: dara.user.email, password: 'another-wrong-one' },
    });
    expect(signIn.statusCode).toBe(429);
    expect((await deleteAccount(t.app, dara, { password: dara.password })).statusCode).toBe(200);
    expect(await t.db.$count(user, inArray(user.id, [dara.user._id]))).toBe(0);
  });
});
