import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteAccountBodySchema,
  DeleteAccountResultSchema,
  ErrorBodySchema,
  PersonalDataSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { forgottenSessionCookies } from '../../auth/session-cookie';
import { publicUrl } from '../../env';
import { communityDay } from '../../lib/community-day';
import { perAccountLimit } from '../../plugins/account-rate-limit';
import { deleteOwnAccount } from './delete-account';
import { exportPersonalData } from './export';

/** Downloads of one's data an account may make per hour (each reads every table once). */
export const DATA_DOWNLOADS_PER_HOUR = 5;

/** A resident's own data: the download, and the deletion of the account (decision 0033). */
export const personDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/data',
    {
      config: {
        access: 'signed-in',
        rateLimit: perAccountLimit({
          max: DATA_DOWNLOADS_PER_HOUR,
          windowMs: 60 * 60 * 1000,
          code: 'TOO_MANY_DOWNLOADS',
          refusal: (wait) => ({
            en: `You can download your data ${DATA_DOWNLOADS_PER_HOUR} times an hour. Please wait ${wait.en} and try again.`,
            bn: `আপনি ঘণ্টায় ${DATA_DOWNLOADS_PER_HOUR} বার আপনার তথ্য নামাতে পারেন। ${wait.bn} অপেক্ষা করে আবার চেষ্টা করুন।`,
          }),
        }),
      },
      schema: {
        tags: ['users'],
        summary: 'Downloads everything MessMate keeps about the caller, as one JSON file',
        description:
          'Profile, settings, sign-in methods and devices, requests, likes, reviews, helpful ' +
          'marks, payments, payment intents, board choices, pickup codes, notifications, push ' +
          'subscriptions, support threads with their messages, uploaded photos: the caller’s ' +
          'own rows only, never a password hash, token, push key or processor secret. Sent as ' +
          `an attachment; ${DATA_DOWNLOADS_PER_HOUR} downloads an hour per account (then 429).`,
        response: { 200: PersonalDataSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const now = request.now();
      const day = communityDay(now, app.env.TZ_COMMUNITY);
      void reply
        .header('content-disposition', `attachment; filename="messmate-my-data-${day}.json"`)
        .header('cache-control', 'no-store');
      return exportPersonalData(app.db, signedInCaller(request), now);
    },
  );

  app.delete(
    '/users/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: "Deletes the caller's account, with their password",
        description:
          'Their reviews stay, shown as by a former resident (text, rating and counts kept); ' +
          'their payments stay for the accounts, without their name; everything else of theirs ' +
          'goes, and every session of the account ends. 403 WRONG_PASSWORD when the password is ' +
          'not theirs (wrong tries count with sign-in attempts: 429 past the limit), 409 ' +
          'LAST_ADMIN for the only admin, 400 NO_PASSWORD for a Google-only account.',
        body: DeleteAccountBodySchema,
        response: {
          200: DeleteAccountResultSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await deleteOwnAccount(
        {
          db: app.db,
          auth: app.auth.instance,
          attempts: {
            max: app.env.AUTH_RATE_LIMIT_ACCOUNT_MAX,
            windowSeconds: app.env.AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
          },
        },
        signedInCaller(request),
        request.body.password,
        request.now(),
      );
      const secure = publicUrl(app.env).startsWith('https:') || request.protocol === 'https';
      return reply.header('set-cookie', forgottenSessionCookies(secure)).send(result);
    },
  );
};
