import { eq } from 'drizzle-orm';
import { user } from '../../../../src/db/schema';
import type { MatrixCase } from '../matrix-case';
import { adminOnly } from '../outcomes';
import { get, mealBody } from './requests';

/** The admins' paged lists, editing what they made, and making an admin a student again. */
export const ADMIN_TOOL_ROWS: MatrixCase[] = [
  ...['users', 'reviews', 'serve-meals', 'meals'].map((list): MatrixCase => ({
    route: `GET /api/admin/${list}`,
    label: `the admins' paged ${list} list`,
    request: get(`/api/admin/${list}?page=1&pageSize=10`),
    expect: adminOnly(200),
  })),
  {
    route: 'PATCH /api/admin/meals/:id',
    label: 'edit a meal',
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/admin/meals/${(await world.meal()).id}`,
      payload: await mealBody(world),
    }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/upcoming-meals/:id',
    label: 'edit an upcoming meal',
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/upcoming-meals/${await world.upcomingMeal()}`,
      payload: await mealBody(world),
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/upcoming-meals/:id',
    label: 'delete an upcoming meal',
    request: async (world) => ({
      method: 'DELETE',
      url: `/api/upcoming-meals/${await world.upcomingMeal()}`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/users/:email/make-student',
    label: 'making another admin a student again',
    request: async (world) => {
      const email = await world.newStudentEmail();
      await world.db.update(user).set({ role: 'admin' }).where(eq(user.email, email));
      return { method: 'PATCH', url: `/api/users/${encodeURIComponent(email)}/make-student` };
    },
    expect: adminOnly(200),
  },
];
