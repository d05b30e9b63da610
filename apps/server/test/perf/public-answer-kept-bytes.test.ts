import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meals } from '../../src/db/schema';
import { COMPRESS_FROM_BYTES } from '../../src/lib/compression';
import { weakEtagOf } from '../../src/lib/etag';
import { clearMeals, createMeal, createReview } from '../factories/meals';
import { createUser, signedInAs, type SignedIn } from '../factories/users';
import { textOf } from '../helpers/answer-text';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';

/**
 * The public answers (the meal list, a meal's details) are kept as they are sent: text, ETag
 * and compressed bytes. Compressed bytes go out past the hook that makes image paths absolute,
 * so what is kept must be finished already, in every encoding, for visitors and for a resident
 * whose like is put into the details.
 */
const IMAGE = `/api/images/${'ab'.repeat(32)}.webp`;
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;

let t: TestApp;
let resident: SignedIn;
let mealId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ANSWER_CACHE_MS: '60000' });
  await clearMeals(t.db);
  resident = await signedInAs(t.app);
  for (let n = 0; n < 12; n += 1) {
    await createMeal(t.db, {
      title: `Shorshe Ilish ${n}`,
      description: 'Hilsa steamed in mustard paste, green chilli and mustard oil. '.repeat(6),
      image: IMAGE,
    });
  }
  const meal = await createMeal(t.db, { title: 'Kacchi Biryani', image: IMAGE });
  mealId = meal.id;
  for (let n = 0; n < 12; n += 1) {
    await createReview(t.db, meal, await createUser(t.db), {
      content: `Tender mutton, fragrant rice, a potato in every plate (${n}). `.repeat(12),
      rating: 1 + (n % 5),
    });
  }
  const liked = await t.app.inject({
    method: 'PATCH',
    url: `/api/meals/${mealId}`,
    headers: resident.headers,
    payload: { liked: true },
  });
  expect(liked.statusCode).toBe(200);
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
beforeEach(() => t.app.publicAnswers.invalidate());

const ask = (url: string, encoding: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...headers } });

describe(`kept public answers (${process.env.TEST_DB_KIND})`, SLOW_MACHINE, () => {
  it('sends the meal list with absolute image URLs and one ETag in every encoding, kept or not', async () => {
    const url = '/api/meals?limit=12';
    const plain = await ask(url, 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const listed = plain.json<{ image: string }[]>();
    expect(listed).toHaveLength(12);
    for (const meal of listed) expect(meal.image).toBe(publicImageUrl(t, IMAGE));
    expect(plain.headers.etag).toBe(weakEtagOf(plain.body));
    // The first ask in each encoding compresses what was kept; the second sends the same bytes.
    for (const encoding of ENCODINGS) {
      for (const round of [1, 2]) {
        const res = await ask(url, encoding);
        const where = `${encoding}, round ${round}`;
        expect(res.headers['content-encoding'], where).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        expect(textOf(res), where).toBe(plain.body);
        expect(res.headers.etag, where).toBe(plain.headers.etag);
        if (encoding !== 'identity') expect(res.headers.vary, where).toContain('accept-encoding');
        expect(Number(res.headers['content-length']), where).toBe(res.rawPayload.length);
      }
    }
  });

  it("puts the resident's like into the kept details, in every encoding, and a visitor's stays false", async () => {
    const url = `/api/meals/${mealId}`;
    for (const encoding of ENCODINGS) {
      const visitor = await ask(url, encoding);
      const liker = await ask(url, encoding, resident.headers);
      expect(visitor.statusCode).toBe(200);
      expect(liker.statusCode).toBe(200);
      const seen = JSON.parse(textOf(visitor)) as { likedByMe: boolean; image: string };
      const theirs = JSON.parse(textOf(liker)) as { likedByMe: boolean; image: string };
      expect(seen.likedByMe, encoding).toBe(false);
      expect(theirs.likedByMe, encoding).toBe(true);
      expect(theirs.image, encoding).toBe(publicImageUrl(t, IMAGE));
      expect({ ...theirs, likedByMe: false }, encoding).toEqual(seen);
      expect(liker.headers.etag, encoding).toBe(weakEtagOf(textOf(liker)));
      expect(visitor.headers.etag, encoding).toBe(weakEtagOf(textOf(visitor)));
      expect(liker.headers.etag).not.toBe(visitor.headers.etag);
    }
    const plain = await ask(url, 'identity');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
  });

  it('answers a compressed revalidation of a kept answer with 304 and no body', async () => {
    const url = `/api/meals/${mealId}`;
    const first = await ask(url, 'br', resident.headers);
    expect(first.headers['content-encoding']).toBe('br');
    const again = await ask(url, 'br', {
      ...resident.headers,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('sends the kept text in an encoding first asked after a change behind its back, until a write forgets it', async () => {
    const url = '/api/meals?limit=12';
    const before = textOf(await ask(url, 'gzip'));
    await t.db.update(meals).set({ title: 'Renamed Quietly' }).where(eq(meals.id, mealId));
    // Compressed for the first time now, from what was kept: the same text as the gzip answer.
    expect(textOf(await ask(url, 'br'))).toBe(before);
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${mealId}`,
      headers: resident.headers,
      payload: { liked: false },
    });
    expect(write.statusCode).toBe(200);
    const after = textOf(await ask(url, 'br'));
    expect(after).toContain('Renamed Quietly');
    expect(before).not.toContain('Renamed Quietly');
  });
});
