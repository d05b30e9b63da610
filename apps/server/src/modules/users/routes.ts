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
import { callerOf } from '../../access/caller-lookup';
import { signedInCaller } from '../../access/route-access';
import { usersService } from './service';
import { toUserRecord } from './to-user-record';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in caller as stored: role and badge included',
        response: { 200: UserRecordSchema },
      },
    },
    async (request) => toUserRecord(signedInCaller(request)),
  );

  app.get(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary:
          'Who is signed in, if anyone: the stored record, or null for a visitor (never 401)',
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return { user: caller ? toUserRecord(caller) : null };
    },
  );

  app.post(
    '/users',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary:
          "Saves the caller's own name and photo (once; later calls answer 'User already exists')",
        description: 'Role, badge and email are never taken from the body.',
        body: SaveUserBodySchema,
        response: { 200: SaveUserResultSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => usersService.saveOwnProfile(app.db, signedInCaller(request), request.body),
  );

  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users', 'admin'],
        summary:
          'Users for Manage Users; search (2 characters or more) matches name or email, any case',
        querystring: UserSearchQuerySchema,
        response: { 200: z.array(UserRecordSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => usersService.list(app.db, request.query.search),
  );

  app.patch(
    '/users/:email/make-admin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users', 'admin'],
        summary: 'Makes the user with this email an admin',
        params: EmailParamsSchema,
        response: { 200: MakeAdminResultSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => usersService.makeAdmin(app.db, request.params.email),
  );
};
