import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredUser } from '../../src/auth/stored-user';
import { createReview, deleteReview, updateReview } from '../../src/modules/reviews/service';
import { createMeal } from '../factories/meals';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { countersOf } from './helpers';
import { recountedMealCounters } from './meal-counters-recount';

/**
 * A meal's review count and rating totals move by each write's shift (decision 0052); they must
 * always equal a plain recount: every review, and each author's latest rated review (decision 0014).
 */
let t: TestApp;
let authors: StoredUser[] = [];
let admin: StoredUser;
beforeAll(async () => {
  t = await createTestApp();
  authors = await Promise.all([0, 1, 2].map(() => createUser(t.db)));
  admin = await createUser(t.db, { role: 'admin' });
}, SLOW_MACHINE.timeout);
afterAll(() => t.close());

const step = fc.record({
  kind: fc.constantFrom('create', 'create', 'edit', 'delete'),
  author: fc.nat(2),
  meal: fc.nat(1),
  // Which of the author's reviews of that meal an edit or deletion takes, counted from the newest.
  pick: fc.nat(3),
  // undefined: an edit of the text alone.
  rating: fc.constantFrom(1, 2, 3, 4, 5, null, undefined),
  byAdmin: fc.boolean(),
});

describe(`a meal's review counters (${process.env.TEST_DB_KIND})`, () => {
  it(
    'equal a plain recount after any sequence of reviews written, edited and deleted by a few authors',
    { timeout: SLOW_MACHINE.timeout * 8 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
          const meals = [(await createMeal(t.db)).id, (await createMeal(t.db)).id];
          // Each author's reviews of each meal, newest last.
          const written = new Map<string, string[]>();
          for (const s of steps) {
            const mealId = meals[s.meal] ?? '';
            const author = authors[s.author];
            if (!author) throw new Error('no such author');
            const key = `${s.author} ${s.meal}`;
            const ids = written.get(key) ?? [];
            if (s.kind === 'create' || ids.length === 0) {
              const rating = s.rating === undefined ? {} : { rating: s.rating };
              const made = await createReview(t.db, author, mealId, {
                content: 'Hot.',
                ...rating,
              });
              written.set(key, [...ids, made.insertedId]);
            } else {
              const id = ids[ids.length - 1 - (s.pick % ids.length)] ?? '';
              if (s.kind === 'edit') {
                const rating = s.rating === undefined ? {} : { rating: s.rating };
                await updateReview(t.db, author, id, { content: 'Now cold.', ...rating });
              } else {
                await deleteReview(t.db, s.byAdmin ? admin : author, id);
                written.set(
                  key,
                  ids.filter((kept) => kept !== id),
                );
              }
            }
            for (const meal of meals) {
              expect(await countersOf(t.db, meal)).toEqual(await recountedMealCounters(t.db, meal));
            }
          }
        }),
        { numRuns: 25 },
      );
    },
  );
});
