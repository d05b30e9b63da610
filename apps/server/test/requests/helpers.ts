import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Executor } from '../../src/db/client';
import { mealRequests } from '../../src/db/schema';
import type { SignedIn } from '../factories/users';

export function requestMeal(app: App, who: SignedIn | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/serve-meals',
    headers: who?.headers ?? {},
    payload,
  });
}

export function listRequests(
  app: App,
  who: SignedIn | undefined,
  query: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url: '/api/serve-meals', query, headers: who?.headers ?? {} });
}

export function serveRequest(app: App, id: string, who: SignedIn | undefined) {
  return app.inject({
    method: 'PATCH',
    url: `/api/serve-meals/${id}`,
    headers: who?.headers ?? {},
  });
}

export function cancelRequest(app: App, id: string, who: SignedIn | undefined) {
  return app.inject({
    method: 'DELETE',
    url: `/api/serve-meals/${id}`,
    headers: who?.headers ?? {},
  });
}

export function requestsOf(db: Executor, userId: string) {
  return db.select().from(mealRequests).where(eq(mealRequests.userId, userId));
}
