import { afterAll, beforeAll, expect, it } from 'vitest';
import { MyMealDaySchema, ReviewSchema } from '@messmate/shared';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { listReviews, postReview } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

const mark = (id: string, who: SignedIn | undefined, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url: `/api/reviews/${id}/helpful`, headers: who?.headers ?? {} });

it(
  "counts one helpful mark per resident, never the author's own, in My Reviews' Likes",
  SLOW_MACHINE,
  async () => {
    const meal = await createMeal(t.db);
    const [author, reader, another] = await Promise.all([
      signedInAs(t.app),
      signedInAs(t.app),
      signedInAs(t.app),
    ]);
    const id = (
      await postReview(t.app, meal.id, author, { content: 'Crisp parathas', rating: 4 })
    ).json<{ insertedId: string }>().insertedId;

    const visitor = await mark(id, undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Sign in to mark a review as helpful.');
    const own = await mark(id, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot mark your own review as helpful.');

    expect((await mark(id, reader)).json()).toMatchObject({
      modifiedCount: 1,
      likes: 1,
      helpful: true,
    });
    expect((await mark(id, reader)).json()).toMatchObject({ modifiedCount: 0, likes: 1 });
    expect((await mark(id, another)).json()).toMatchObject({ likes: 2 });
    expect((await mark(id, another, 'DELETE')).json()).toMatchObject({
      modifiedCount: 1,
      likes: 1,
      helpful: false,
    });

    const mine = ReviewSchema.array().parse(
      (await listReviews(t.app, author, author.user.email)).json(),
    );
    expect(mine).toMatchObject([{ _id: id, likes: 1 }]);
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/meals/${meal.id}/mine`,
      headers: reader.headers,
    });
    expect(MyMealDaySchema.parse(day.json())).toMatchObject({
      helpfulReviewIds: [id],
      ownReviewIds: [],
    });
    const authorDay = await t.app.inject({
      method: 'GET',
      url: `/api/meals/${meal.id}/mine`,
      headers: author.headers,
    });
    expect(MyMealDaySchema.parse(authorDay.json())).toMatchObject({
      helpfulReviewIds: [],
      ownReviewIds: [id],
    });

    expect((await mark('00000000-0000-4000-8000-000000000000', reader)).statusCode).toBe(404);
    expect((await mark('nope', reader)).json().message).toBe('The review id is not valid.');
  },
);
