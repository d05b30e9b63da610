import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { boardChoices, pushSubscriptions } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { createUpcomingMeal } from '../factories/upcoming-meals';
import { signUpUser, type SignedIn } from '../factories/users';
import { buyPlan } from '../payments/helpers';
import { calls } from '../races/calls';
import { openedThread } from '../support/helpers';

export interface Resident extends SignedIn {
  password: string;
  marker: string;
  mealId: string;
  reviewId: string;
  requestId: string;
  threadId: string;
  clientSecret: string;
  pushEndpoint: string;
}

const ok = (res: { statusCode: number; body: string }, status = 200) =>
  expect(res.statusCode, res.body).toBe(status);

/**
 * A resident signed up through the real endpoint with a row in every table a person can have:
 * a like, an upcoming like, a rated review, a helpful mark on `others`' review, a Silver payment
 * (and its intent), a request (with its pickup code, served by `admin`, so a notification), a
 * support thread the admin answered, a push subscription and a board choice. Texts carry a
 * marker of their own, so another person's download can be searched for them.
 */
export async function residentWithData(
  app: App,
  admin: SignedIn,
  name: string,
  othersReviewId?: string,
): Promise<Resident> {
  const marker = `mark-${randomBytes(4).toString('hex')}`;
  const me = await signUpUser(app, { name });
  const api = calls(app);
  const meal = await createMeal(app.db, { title: `Khichuri ${marker}` });
  ok(await api.likeMeal(me, meal.id));
  const reviewed = await app.inject({
    method: 'POST',
    url: `/api/meals/${meal.id}/review`,
    headers: me.headers,
    payload: { content: `Lovely ${marker}`, rating: 4 },
  });
  ok(reviewed, 201);
  if (othersReviewId) {
    ok(
      await app.inject({
        method: 'PUT',
        url: `/api/reviews/${othersReviewId}/helpful`,
        headers: me.headers,
      }),
    );
  }
  const { intent } = await buyPlan(app, me, 'silver');
  await app.signedInCaughtUp();
  const upcoming = await createUpcomingMeal(app.db, { title: `Soon ${marker}` });
  ok(await api.likeUpcoming(me, upcoming.id));
  const requested = await api.requestMeal(me, meal.id);
  ok(requested, 201);
  const requestId = requested.json<{ insertedId: string }>().insertedId;
  ok(await api.serve(admin, requestId));
  const second = await api.requestMeal(me, meal.id);
  ok(second, 201);
  const thread = await openedThread(app, me, { subject: `Cold rice ${marker}` });
  ok(
    await app.inject({
      method: 'POST',
      url: `/api/support/threads/${thread._id}/messages`,
      headers: admin.headers,
      payload: { message: `Sorry ${marker}` },
    }),
    201,
  );
  const pushEndpoint = `https://push.example/${marker}`;
  await app.db.insert(pushSubscriptions).values({
    userId: me.user._id,
    endpoint: pushEndpoint,
    p256dh: `p256dh-${marker}`,
    auth: `auth-${marker}`,
  });
  await app.db
    .insert(boardChoices)
    .values({ date: '2032-02-02', sitting: 'Lunch', userId: me.user._id, eating: false });
  return {
    ...me,
    marker,
    mealId: meal.id,
    reviewId: reviewed.json<{ insertedId: string }>().insertedId,
    requestId,
    threadId: thread._id,
    clientSecret: intent.clientSecret,
    pushEndpoint,
  };
}

export const download = (app: App, who: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/users/me/data', headers: who.headers });

export const deleteAccount = (app: App, who: SignedIn, payload?: object) =>
  app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
