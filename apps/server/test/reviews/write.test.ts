import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateReviewResultSchema, MealDetailsSchema } from '@messmate/shared';
import { reviews } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { countersOf, deleteReview, editReview, postReview } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

async function mealRating(mealId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/meals/${mealId}` });
  const { reviews_count, rating } = MealDetailsSchema.parse(res.json());
  return { reviews_count, rating };
}

describe('POST /api/meals/:id/review', SLOW_MACHINE, () => {
  it('tells a visitor to sign in, before looking at the text', async () => {
    const meal = await createMeal(t.db);
    for (const content of ['Lovely', '   ']) {
      const res = await postReview(t.app, meal.id, undefined, { content });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Login required to submit a review');
    }
    expect(await countersOf(t.db, meal.id)).toMatchObject({ reviewsCount: 0 });
  });

  it('stores the trimmed text as the signed-in author, whatever name and email the body says', async () => {
    const meal = await createMeal(t.db, { title: 'Beef Tehari' });
    const author = await signedInAs(t.app, { name: 'Nusrat' });
    const res = await postReview(t.app, meal.id, author, {
      content: '  Rich and fragrant.  ',
      rating: 5,
      name: 'Impostor',
      email: 'impostor@example.com',
    });
    expect(res.statusCode).toBe(201);
    const body = CreateReviewResultSchema.parse(res.json());
    expect(body).toMatchObject({ acknowledged: true, success: true });
    expect(body.review).toMatchObject({
      _id: body.insertedId,
      mealId: meal.id,
      mealTitle: 'Beef Tehari',
      name: 'Nusrat',
      email: author.user.email,
      content: 'Rich and fragrant.',
      rating: 5,
      likes: 0,
    });
    const details = await t.app.inject({ method: 'GET', url: `/api/meals/${meal.id}` });
    expect(MealDetailsSchema.parse(details.json()).reviews).toMatchObject([
      { name: 'Nusrat', content: 'Rich and fragrant.', rating: 5 },
    ]);
  });

  it('refuses blank, oversized and badly rated reviews without storing anything', async () => {
    const meal = await createMeal(t.db);
    const author = await signedInAs(t.app);
    const refusals: [object, string][] = [
      [{ content: '   \n ' }, 'Review cannot be empty'],
      [{ content: '' }, 'Review cannot be empty'],
      [{}, 'Review cannot be empty'],
      [{ content: 'x'.repeat(1001) }, 'A review can be at most 1000 characters.'],
      [{ content: 'Fine', rating: 0 }, 'The rating must be a whole number of stars from 1 to 5.'],
      [{ content: 'Fine', rating: 6 }, 'The rating must be a whole number of stars from 1 to 5.'],
      [{ content: 'Fine', rating: 3.5 }, 'The rating must be a whole number of stars from 1 to 5.'],
      [{ content: 'Fine', rating: '4' }, 'The rating must be a number of stars from 1 to 5.'],
    ];
    for (const [payload, message] of refusals) {
      const res = await postReview(t.app, meal.id, author, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await postReview(t.app, meal.id, author, { content: 'y'.repeat(1000) });
    expect(ok.statusCode).toBe(201);
    const stored = await t.db.select().from(reviews).where(eq(reviews.mealId, meal.id));
    expect(stored).toHaveLength(1);
  });

  it('answers 404 for a meal that does not exist and 400 for a malformed id', async () => {
    const author = await signedInAs(t.app);
    const unknown = await postReview(t.app, '00000000-0000-4000-8000-000000000000', author, {
      content: 'Where is it?',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Meal not found.');
    const malformed = await postReview(t.app, 'nope', author, { content: 'Where is it?' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The meal id is not valid.');
  });
});

describe("a meal's reviews_count and rating", SLOW_MACHINE, () => {
  it('stay right through add, edit and delete', async () => {
    const meal = await createMeal(t.db);
    const [a, b, c] = await Promise.all([signedInAs(t.app), signedInAs(t.app), signedInAs(t.app)]);
    const first = (await postReview(t.app, meal.id, a, { content: 'Great', rating: 5 })).json();
    await postReview(t.app, meal.id, b, { content: 'Good', rating: 4 });
    const third = (await postReview(t.app, meal.id, c, { content: 'No stars from me' })).json();
    expect(await mealRating(meal.id)).toEqual({ reviews_count: 3, rating: 4.5 });

    const edited = await editReview(t.app, first.insertedId, a, {
      content: 'Good after all',
      rating: 2,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    expect(edited.json().review).toMatchObject({ content: 'Good after all', rating: 2 });
    expect(await mealRating(meal.id)).toEqual({ reviews_count: 3, rating: 3 });

    await editReview(t.app, third.insertedId, c, { content: 'Now with stars', rating: 3 });
    expect(await mealRating(meal.id)).toEqual({ reviews_count: 3, rating: 3 });
    await editReview(t.app, first.insertedId, a, { content: 'Text only; the rating stays' });
    expect(await countersOf(t.db, meal.id)).toEqual({
      reviewsCount: 3,
      ratingSum: 9,
      ratingCount: 3,
    });
    await editReview(t.app, first.insertedId, a, { content: 'Stars taken back', rating: null });
    expect(await countersOf(t.db, meal.id)).toEqual({
      reviewsCount: 3,
      ratingSum: 7,
      ratingCount: 2,
    });

    expect((await deleteReview(t.app, third.insertedId, c)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(await mealRating(meal.id)).toEqual({ reviews_count: 2, rating: 4 });
  });

  it('stays right when many residents review at once', async () => {
    const meal = await createMeal(t.db);
    const authors = await Promise.all(Array.from({ length: 12 }, () => signedInAs(t.app)));
    const answers = await Promise.all(
      authors.map((author, i) =>
        postReview(t.app, meal.id, author, { content: `#${i}`, rating: (i % 5) + 1 }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 201)).toBe(true);
    expect(await countersOf(t.db, meal.id)).toEqual({
      reviewsCount: 12,
      ratingSum: 33,
      ratingCount: 12,
    });
  });
});

describe('PATCH and DELETE /api/reviews/:id', SLOW_MACHINE, () => {
  it('lets only the author edit, and refuses blank text', async () => {
    const meal = await createMeal(t.db);
    const author = await signedInAs(t.app);
    const id = (await postReview(t.app, meal.id, author, { content: 'Mine', rating: 4 })).json()
      .insertedId;
    const stranger = await signedInAs(t.app);
    const admin = await signedInAs(t.app, { role: 'admin' });
    for (const who of [stranger, admin]) {
      const res = await editReview(t.app, id, who, { content: 'Hijacked' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You can only edit your own reviews.');
    }
    expect((await editReview(t.app, id, undefined, { content: 'x' })).statusCode).toBe(401);
    const blank = await editReview(t.app, id, author, { content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Review cannot be empty');
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(stored).toMatchObject({ content: 'Mine', rating: 4 });
  });

  it('lets the author or an admin delete, nobody else', async () => {
    const meal = await createMeal(t.db);
    const author = await signedInAs(t.app);
    const mine = (await postReview(t.app, meal.id, author, { content: 'One' })).json().insertedId;
    const other = (await postReview(t.app, meal.id, author, { content: 'Two' })).json().insertedId;
    const stranger = await signedInAs(t.app);
    const refused = await deleteReview(t.app, mine, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only delete your own reviews.');
    expect((await deleteReview(t.app, mine, undefined)).statusCode).toBe(401);
    expect((await deleteReview(t.app, mine, author)).json()).toMatchObject({ deletedCount: 1 });
    const admin = await signedInAs(t.app, { role: 'admin' });
    expect((await deleteReview(t.app, other, admin)).json()).toMatchObject({ deletedCount: 1 });
    expect(await countersOf(t.db, meal.id)).toMatchObject({ reviewsCount: 0 });
    expect((await deleteReview(t.app, other, admin)).statusCode).toBe(404);
  });

  it('answers 404 for a review that does not exist and 400 for a malformed id', async () => {
    const author = await signedInAs(t.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await editReview(t.app, unknown, author, { content: 'x' })).statusCode).toBe(404);
    expect((await deleteReview(t.app, unknown, author)).statusCode).toBe(404);
    for (const answer of [
      await editReview(t.app, 'bad-id', author, { content: 'x' }),
      await deleteReview(t.app, 'bad-id', author),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('The review id is not valid.');
    }
  });
});
