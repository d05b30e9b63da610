import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CutoffReminderBodySchema, CutoffReminderSchema, ErrorBodySchema } from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { getCutoffReminder, setCutoffReminder } from './service';
import { WORDS } from '@messmate/shared/server-wordings';

const tags = ['mess board'];
const loginMessage = WORDS.menuNews.reminderLoginRequired;

/** The caller's own choice: a push some minutes before each planned sitting's cut-off. */
export const cutoffReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/cutoff-reminder',
    {
      config: { access: 'signed-in', loginMessage },
      schema: {
        tags,
        summary: 'Whether the caller gets a push before each sitting’s cut-off',
        response: { 200: CutoffReminderSchema },
      },
    },
    (request) => getCutoffReminder(app.db, signedInCaller(request)),
  );

  app.put(
    '/users/me/cutoff-reminder',
    {
      config: { access: 'signed-in', loginMessage },
      schema: {
        tags,
        summary: 'Turns the cut-off reminder on or off (residents)',
        description:
          'The reminder is a push, sent an hour before each planned sitting closes, to the ' +
          'browsers the resident opted in on; it says whether they are on or off the board. ' +
          'Admins have no place on the board: 403.',
        body: CutoffReminderBodySchema,
        response: { 200: CutoffReminderSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    (request) => setCutoffReminder(app.db, signedInCaller(request), request.body.on),
  );
};
