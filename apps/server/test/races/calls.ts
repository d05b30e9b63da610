import type { App } from '../../src/app';
import type { SignedIn } from '../factories/users';

/** The calls the race tests fire at once, as a signed-in person makes them. */
export function calls(app: App) {
  const as = (who: SignedIn) => who.headers;
  return {
    likeMeal: (who: SignedIn, id: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/meals/${id}`,
        headers: as(who),
        payload: { likes: 1 },
      }),
    review: (who: SignedIn, id: string, rating: number) =>
      app.inject({
        method: 'POST',
        url: `/api/meals/${id}/review`,
        headers: as(who),
        payload: { content: `Rated ${rating}`, rating },
      }),
    editReview: (who: SignedIn, id: string, rating: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/reviews/${id}`,
        headers: as(who),
        payload: { content: `Now ${rating}`, rating },
      }),
    deleteReview: (who: SignedIn, id: string) =>
      app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: as(who) }),
    requestMeal: (who: SignedIn, mealId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/serve-meals',
        headers: as(who),
        payload: { mealId },
      }),
    serve: (who: SignedIn, id: string) =>
      app.inject({ method: 'PATCH', url: `/api/serve-meals/${id}`, headers: as(who) }),
    cancel: (who: SignedIn, id: string) =>
      app.inject({ method: 'DELETE', url: `/api/serve-meals/${id}`, headers: as(who) }),
    deleteMeal: (who: SignedIn, id: string) =>
      app.inject({ method: 'DELETE', url: `/api/meals/${id}`, headers: as(who) }),
    likeUpcoming: (who: SignedIn, id: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/upcoming-meals/like/${id}`,
        headers: as(who),
        payload: {},
      }),
    publish: (who: SignedIn, id: string) =>
      app.inject({ method: 'POST', url: `/api/upcoming-meals/publish/${id}`, headers: as(who) }),
    readAll: (who: SignedIn) =>
      app.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: as(who),
        payload: {},
      }),
  };
}

export const statuses = (answers: readonly { statusCode: number }[]) =>
  answers.map((answer) => answer.statusCode);
