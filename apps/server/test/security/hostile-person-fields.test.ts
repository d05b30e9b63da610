import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  MealDetailsSchema,
  PERSON_NAME_MAX_LENGTH,
  PERSON_PHOTO_MAX_LENGTH,
  ReviewSchema,
} from '@messmate/shared';
import { z } from 'zod';
import { createMeal } from '../factories/meals';
import { originOf, signUpUser, type SignedIn } from '../factories/users';
import { useHostileApp } from './support/hostile/hostile-app';
import { HOSTILE_NAMES, HOSTILE_PHOTOS, personRuleProblems } from './support/hostile/person-rules';
import { hostileString } from './support/hostile/hostile-values';

const hostile = useHostileApp();

const WRITERS = ['sign-up', 'update-user', 'POST /api/users'] as const;
type Writer = (typeof WRITERS)[number];
const PEOPLE = 12;

const names = fc.oneof(
  fc.constantFrom(...HOSTILE_NAMES),
  hostileString,
  fc.string({ minLength: PERSON_NAME_MAX_LENGTH - 2, maxLength: PERSON_NAME_MAX_LENGTH + 40 }),
  fc.constant('Nusrat Jahan'),
);
const photos = fc.oneof(
  fc.constantFrom(...HOSTILE_PHOTOS),
  hostileString,
  fc.webUrl().map((url) => `${url}/${'q'.repeat(PERSON_PHOTO_MAX_LENGTH - 10)}`),
  fc.constant('https://photos.example.com/nusrat.jpg'),
);

/** Writes a name and photo the way `writer` does; the person exists afterwards either way. */
async function write(writer: Writer, name: string, image: string): Promise<SignedIn> {
  const { app } = hostile;
  if (writer === 'sign-up') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: originOf(app),
      payload: {
        name,
        image,
        email: `hostile-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct horse battery',
      },
    });
    if (res.statusCode === 200) {
      const token = res.json<{ token: string }>().token;
      const me = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      return { user: me.json(), token, cookie: '', headers: { authorization: `Bearer ${token}` } };
    }
    expect(res.statusCode).toBe(400);
    return signUpUser(app);
  }
  const person = await signUpUser(app);
  const res =
    writer === 'update-user'
      ? await app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: { ...originOf(app), ...person.headers },
          payload: { name, image },
        })
      : await app.inject({
          method: 'POST',
          url: '/api/users',
          headers: person.headers,
          payload: { name, image },
        });
  expect([200, 400]).toContain(res.statusCode);
  return person;
}

it(`keeps hostile names and photos written through ${WRITERS.join(', ')} off the public meal page and All Reviews`, async () => {
  const { app, fuzz } = hostile;
  const meal = await createMeal(app.db);
  const people = fc.sample(fc.tuple(fc.constantFrom(...WRITERS), names, photos), {
    numRuns: PEOPLE,
    seed: 1601,
  });
  for (const [writer, name, image] of people) {
    const person = await write(writer, name, image);
    const review = await app.inject({
      method: 'POST',
      url: `/api/meals/${meal.id}/review`,
      headers: person.headers,
      payload: { content: 'Tasty', rating: 4 },
    });
    expect(review.statusCode).toBeLessThan(300);
  }
  expect(await personRuleProblems(fuzz.world.db)).toEqual([]);

  const details = await app.inject({ method: 'GET', url: `/api/meals/${meal.id}` });
  expect(details.statusCode).toBe(200);
  // Twelve reviews: a few kilobytes at most, not the megabytes of issue 16.
  expect(details.body.length).toBeLessThan(16 * 1024);
  const { reviews } = MealDetailsSchema.parse(details.json());
  expect(reviews).toHaveLength(PEOPLE);

  const all = await app.inject({
    method: 'GET',
    url: '/api/reviews',
    headers: fuzz.world.headersOf('admin'),
  });
  expect(all.statusCode).toBe(200);
  const listed = z
    .array(ReviewSchema)
    .parse(all.json())
    .filter((row) => row.mealId === meal.id);
  expect(listed).toHaveLength(PEOPLE);
  for (const row of [...reviews, ...listed]) {
    const name = row.name ?? '';
    expect(name.length).toBeLessThanOrEqual(PERSON_NAME_MAX_LENGTH);
    expect(name).toBe(name.trim());
  }
  expect(all.body).not.toMatch(/javascript:|data:image/i);
  expect(details.body).not.toMatch(/javascript:|data:image/i);
}, 120_000);
