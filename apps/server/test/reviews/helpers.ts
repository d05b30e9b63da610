import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Executor } from '../../src/db/client';
import { meals } from '../../src/db/schema';
import type { SignedIn } from '../factories/users';

export function postReview(app: App, mealId: string, who: SignedIn | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/meals/${mealId}/review`,
    headers: who?.headers ?? {},
    payload,
  });
}

export function editReview(app: App, id: string, who: SignedIn | undefined, payload: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/reviews/${id}`,
    headers: who?.headers ?? {},
    payload,
  });
}

export function deleteReview(app: App, id: string, who: SignedIn | undefined) {
  return app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: who?.headers ?? {} });
}

export function listReviews(app: App, who: SignedIn | undefined, email?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/reviews',
    query: email === undefined ? {} : { email },
    headers: who?.headers ?? {},
  });
}

/** The meal's stored review counters. */
export async function countersOf(db: Executor, mealId: string) {
  const [row] = await db
    .select({
      reviewsCount: meals.reviewsCount,
      ratingSum: meals.ratingSum,
      ratingCount: meals.ratingCount,
    })
    .from(meals)
    .where(eq(meals.id, mealId));
  return row;
}
