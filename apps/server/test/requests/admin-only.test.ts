import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from './slow-machine';
import { requestMeal } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

type Call = { method: 'GET' | 'PATCH' | 'DELETE'; url: string };

function adminCalls(requestId: string, reviewId: string): Call[] {
  return [
    { method: 'GET', url: '/api/reviews' },
    { method: 'GET', url: '/api/serve-meals' },
    { method: 'GET', url: '/api/serve-meals?search=a&status=pending' },
    { method: 'PATCH', url: `/api/serve-meals/${requestId}` },
    { method: 'DELETE', url: `/api/reviews/${reviewId}` },
  ];
}

describe('admin calls of reviews and requests', SLOW_MACHINE, () => {
  let calls: Call[];
  let student: SignedIn;
  beforeAll(async () => {
    const meal = await createMeal(t.db);
    const author = await signedInAs(t.app, { badge: 'Gold' });
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/meals/${meal.id}/review`,
      headers: author.headers,
      payload: { content: 'Not yours to delete' },
    });
    const request = await requestMeal(t.app, author, { mealId: meal.id });
    calls = adminCalls(request.json().insertedId, review.json().insertedId);
    student = await signedInAs(t.app, { badge: 'Platinum' });
  });

  it('refuses a visitor with 401 and a student (even Platinum) with 403', async () => {
    for (const call of calls) {
      const visitor = await t.app.inject(call);
      expect(visitor.statusCode, `${call.method} ${call.url}`).toBe(401);
      const asStudent = await t.app.inject({ ...call, headers: student.headers });
      expect(asStudent.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('lets an admin make the same calls', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: admin.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(200);
    }
  });
});
