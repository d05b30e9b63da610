import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewSchema } from '@messmate/shared';
import { meals } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { listReviews, postReview } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

describe('GET /api/reviews', SLOW_MACHINE, () => {
  it("gives a resident their own reviews and refuses anyone else's", async () => {
    const meal = await createMeal(t.db, { title: 'Khichuri' });
    const me = await signedInAs(t.app, { name: 'Arif' });
    const other = await signedInAs(t.app);
    await postReview(t.app, meal.id, me, { content: 'Mine', rating: 3 });
    await postReview(t.app, meal.id, other, { content: 'Theirs' });

    const own = await listReviews(t.app, me, me.user.email.toUpperCase());
    expect(own.statusCode).toBe(200);
    expect(own.json().map((review: unknown) => ReviewSchema.parse(review))).toMatchObject([
      {
        mealId: meal.id,
        mealTitle: 'Khichuri',
        name: 'Arif',
        email: me.user.email,
        content: 'Mine',
      },
    ]);

    const theirs = await listReviews(t.app, me, other.user.email);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You can only see your own reviews.');
    expect((await listReviews(t.app, undefined, me.user.email)).statusCode).toBe(401);
  });

  it('lists every review only for an admin', async () => {
    const student = await signedInAs(t.app);
    const all = await listReviews(t.app, student);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe('Only admins can see every review.');
    expect((await listReviews(t.app, undefined)).statusCode).toBe(401);

    const meal = await createMeal(t.db);
    const author = await signedInAs(t.app, { name: 'Farzana' });
    const id = (await postReview(t.app, meal.id, author, { content: 'Seen by admins' })).json()
      .insertedId;
    const admin = await signedInAs(t.app, { role: 'admin' });
    const res = await listReviews(t.app, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: id, name: 'Farzana', email: author.user.email, likes: 0 }),
      ]),
    );
    const byEmail = await listReviews(t.app, admin, author.user.email);
    expect(byEmail.json()).toMatchObject([{ _id: id }]);
    expect((await listReviews(t.app, admin, 'nobody@example.com')).json()).toEqual([]);
  });

  it("shows '[Deleted]' for a review whose meal is gone, and keeps the review", async () => {
    const meal = await createMeal(t.db, { title: 'Soon gone' });
    const author = await signedInAs(t.app);
    const id = (await postReview(t.app, meal.id, author, { content: 'Was good' })).json()
      .insertedId;
    await t.db.delete(meals).where(eq(meals.id, meal.id));

    const admin = await signedInAs(t.app, { role: 'admin' });
    const all = (await listReviews(t.app, admin)).json();
    expect(all.find((review: { _id: string }) => review._id === id)).toMatchObject({
      mealId: null,
      mealTitle: '[Deleted]',
      content: 'Was good',
    });
    expect((await listReviews(t.app, author, author.user.email)).json()).toMatchObject([
      { _id: id, mealTitle: '[Deleted]' },
    ]);
  });
});
