import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailParamsSchema,
  ErrorBodySchema,
  MakeAdminResultSchema,
  PasswordResetLinkSchema,
  SaveUserBodySchema,
  SaveUserResultSchema,
  SessionSchema,
  UserRecordSchema,
  UpdateProfileBodySchema,
  UserSearchQuerySchema,
} from '@messmate/shared';
import { z } from 'zod';
import { callerOf } from '../../access/caller-lookup';
import { publicUrl } from '../../env';
import { signedInCaller } from '../../access/route-access';
import { makeStudent } from './make-student';
import { userPhotoRoutes } from './photo-routes';
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

  app.patch(
    '/users/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: "Edits the caller's own name, photo, hall and room (My Profile)",
        description:
          'Each field is optional; an empty photo, hall or room clears it. Email, role and badge are never taken from the body.',
        body: UpdateProfileBodySchema,
        response: { 200: UserRecordSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => usersService.updateOwnProfile(app.db, signedInCaller(request), request.body),
  );

  await app.register(userPhotoRoutes);

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
    async (request) => usersService.makeAdmin(app.db, request.params.email, request.now()),
  );

  app.post(
    '/users/:email/password-reset-link',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users', 'admin'],
        summary: 'Makes a one-time password-reset link for this user (for servers without SMTP)',
        description:
          'The admin hands the link to the resident in person; it works once, for an hour, and signs the account out everywhere when used.',
        params: EmailParamsSchema,
        response: { 200: PasswordResetLinkSchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      usersService.passwordResetLink(
        app.db,
        app.auth.instance,
        request.params.email,
        publicUrl(app.env),
      ),
  );

  app.patch(
    '/users/:email/make-student',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users', 'admin'],
        summary: 'Makes the admin with this email a student again; never the last admin',
        description:
          '409 LAST_ADMIN when they are the only admin. Role changes take turns, so two admins ' +
          'demoting each other at once leave one admin.',
        params: EmailParamsSchema,
        response: {
          200: MakeAdminResultSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      makeStudent(app.db, signedInCaller(request), request.params.email, request.now()),
  );
};
