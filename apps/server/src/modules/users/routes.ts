import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailParamsSchema,
  ErrorBodySchema,
  MakeAdminResultSchema,
  SaveUserBodySchema,
  SaveUserResultSchema,
  SessionSchema,
  UserRecordSchema,
  UserSearchQuerySchema,
} from '@messmate/shared';
import { z } from 'zod';
import { SIGNED_IN_SECURITY } from '../../auth/openapi-security';
import { loadViewer, requireAdmin, requireUser, signedInUser } from '../../auth/guards';
import { usersService } from './service';
import { toUserRecord } from './to-user-record';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in caller as stored: role and badge included',
        security: SIGNED_IN_SECURITY,
        response: { 200: UserRecordSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => toUserRecord(signedInUser(request)),
  );

  app.get(
    '/session',
    {
      preHandler: loadViewer,
      schema: {
        tags: ['users'],
        summary:
          'Who is signed in, if anyone: the stored record, or null for a visitor (never 401)',
        response: { 200: SessionSchema },
      },
    },
    async (request) => ({ user: request.user ? toUserRecord(request.user) : null }),
  );

  app.post(
    '/users',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary:
          "Saves the caller's own name and photo (once; later calls answer 'User already exists')",
        description: 'Role, badge and email are never taken from the body.',
        security: SIGNED_IN_SECURITY,
        body: SaveUserBodySchema,
        response: { 200: SaveUserResultSchema, ...errors },
      },
    },
    async (request) => usersService.saveOwnProfile(app.db, signedInUser(request), request.body),
  );

  app.get(
    '/users',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['users', 'admin'],
        summary:
          'Users for Manage Users; search (2 characters or more) matches name or email, any case',
        security: SIGNED_IN_SECURITY,
        querystring: UserSearchQuerySchema,
        response: { 200: z.array(UserRecordSchema), ...errors },
      },
    },
    async (request) => usersService.list(app.db, request.query.search),
  );

  app.patch(
    '/users/:email/make-admin',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['users', 'admin'],
        summary: 'Makes the user with this email an admin',
        security: SIGNED_IN_SECURITY,
        params: EmailParamsSchema,
        response: { 200: MakeAdminResultSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => usersService.makeAdmin(app.db, request.params.email),
  );
};
