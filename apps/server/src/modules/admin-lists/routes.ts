import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMealsQuerySchema,
  AdminRequestsQuerySchema,
  AdminReviewsQuerySchema,
  AdminUsersQuerySchema,
  ErrorBodySchema,
  MealPageSchema,
  MealRequestPageSchema,
  ReviewPageSchema,
  UserPageSchema,
} from '@messmate/shared';
import { adminListsService } from './service';

const PAGING =
  'page counts from 1, pageSize is 1–100 (default 20); the answer carries total and pages. ' +
  'A page past the last has no items.';

/** The admin tables' lists: searched, filtered and paged by the database, never capped. */
export const adminListRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;
  const tags = ['admin'];

  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Manage Users, a page at a time: by name; search name or email, filter by role',
        description: PAGING,
        querystring: AdminUsersQuerySchema,
        response: { 200: UserPageSchema, 400: ErrorBodySchema },
      },
    },
    (request) => adminListsService.users(app.db, request.query),
  );

  app.get(
    '/admin/reviews',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'All Reviews, a page at a time, newest first: search the author, meal or text; filter by stars',
        description: PAGING,
        querystring: AdminReviewsQuerySchema,
        response: { 200: ReviewPageSchema, 400: ErrorBodySchema },
      },
    },
    (request) => adminListsService.reviews(app.db, request.query),
  );

  app.get(
    '/admin/serve-meals',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Serve Meals, a page at a time, newest first: search resident or meal; filter by status',
        description: PAGING,
        querystring: AdminRequestsQuerySchema,
        response: { 200: MealRequestPageSchema, 400: ErrorBodySchema },
      },
    },
    (request) => adminListsService.requests(app.db, request.query),
  );

  app.get(
    '/admin/meals',
    {
      config: admin,
      schema: {
        tags,
        summary: 'All Meals, a page at a time, most liked first: search title; filter by category',
        description: PAGING,
        querystring: AdminMealsQuerySchema,
        response: { 200: MealPageSchema, 400: ErrorBodySchema },
      },
    },
    (request) => adminListsService.meals(app.db, request.query),
  );
};
