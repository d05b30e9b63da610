import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@messmate/shared';
import type { InjectOptions } from 'fastify';
import { images, meals, upcomingMeals } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { createUpcomingMeal } from '../factories/upcoming-meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mealBody } from './meal-body';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every admin call of the catalogue, each aimed at real rows so only the role can stop it. */
const adminCalls: [string, () => Promise<InjectOptions>][] = [
  [
    'POST /api/admin/meals',
    async () => ({ method: 'POST', url: '/api/admin/meals', payload: await mealBody(t.db) }),
  ],
  [
    'DELETE /api/meals/:id',
    async () => ({ method: 'DELETE', url: `/api/meals/${(await createMeal(t.db)).id}` }),
  ],
  [
    'POST /api/upcoming-meals',
    async () => ({ method: 'POST', url: '/api/upcoming-meals', payload: await mealBody(t.db) }),
  ],
  [
    'POST /api/upcoming-meals/publish/:id',
    async () => ({
      method: 'POST',
      url: `/api/upcoming-meals/publish/${(await createUpcomingMeal(t.db)).id}`,
    }),
  ],
];

async function counts() {
  return {
    meals: await t.db.$count(meals),
    upcoming: await t.db.$count(upcomingMeals),
    images: await t.db.$count(images),
  };
}

describe('admin calls of the catalogue', () => {
  it.each(adminCalls)(
    '%s: 401 signed out, 403 for a Platinum student, nothing changed',
    async (_call, build) => {
      const anonymousCall = await build();
      const before = await counts();
      const anonymous = await t.app.inject(anonymousCall);
      expect(anonymous.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(anonymous.json()).code).toBe('UNAUTHORIZED');
      expect(await counts()).toEqual(before);

      const student = await signedInAs(t.app, { role: 'student', badge: 'Platinum' });
      const studentCall = await build();
      const afterBuild = await counts();
      const refused = await t.app.inject({ ...studentCall, headers: student.headers });
      expect(refused.statusCode).toBe(403);
      expect(ErrorBodySchema.parse(refused.json())).toMatchObject({
        code: 'ADMIN_ONLY',
        message: 'Only admins can do this.',
      });
      expect(await counts()).toEqual(afterBuild);
      expect(afterBuild.meals).toBeGreaterThanOrEqual(before.meals);
    },
  );
});
