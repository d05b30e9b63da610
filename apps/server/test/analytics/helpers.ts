import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PlanName } from '@messmate/shared';
import type { App } from '../../src/app';
import type { Executor } from '../../src/db/client';
import { mealLikes, meals, payments, user } from '../../src/db/schema';
import type { SignedIn } from '../factories/users';
import { clockAt } from '../helpers/clock';
import { requestMeal, serveRequest } from '../requests/helpers';

export function getAnalytics(
  app: App,
  which: 'kitchen' | 'me',
  who: SignedIn | undefined,
  query: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url: `/api/analytics/${which}`,
    headers: who ? who.headers : {},
    query,
  });
}

/** A request made through the API at `at`, served by `admin` `minutes` later (or left pending). */
export async function requestAt(
  app: App,
  who: SignedIn,
  mealId: string,
  at: string,
  serve?: { admin: SignedIn; minutes: number },
): Promise<string> {
  clockAt(at);
  const made = await requestMeal(app, who, { mealId });
  if (made.statusCode !== 201) throw new Error(`request answered ${made.statusCode}: ${made.body}`);
  const id = made.json<{ insertedId: string }>().insertedId;
  if (serve) {
    clockAt(new Date(Date.parse(at) + serve.minutes * 60_000).toISOString());
    const served = await serveRequest(app, id, serve.admin);
    if (served.statusCode !== 200) throw new Error(`serve answered ${served.statusCode}`);
  }
  return id;
}

/** A recorded membership payment at an instant (the checkout itself is tested in payments/). */
export async function paymentAt(
  db: Executor,
  buyer: { id: string; name: string; email: string },
  plan: PlanName,
  taka: number,
  paidAt: string,
) {
  await db.insert(payments).values({
    userId: buyer.id,
    name: buyer.name,
    email: buyer.email,
    package: plan,
    amountPoisha: taka * 100,
    transactionId: `pi_${randomUUID()}`,
    paidAt: new Date(paidAt),
  });
}

/** A like at a known instant, with the meal's count kept as the likes module keeps it. */
export async function likeAt(db: Executor, mealId: string, userId: string, at: string) {
  await db.insert(mealLikes).values({ mealId, userId, createdAt: new Date(at) });
  await db
    .update(meals)
    .set({
      likes: sql`(select count(*)::int from ${mealLikes} where ${mealLikes.mealId} = ${mealId})`,
    })
    .where(eq(meals.id, mealId));
}

export async function signedUpAt(db: Executor, userId: string, at: string) {
  await db
    .update(user)
    .set({ createdAt: new Date(at) })
    .where(eq(user.id, userId));
}
