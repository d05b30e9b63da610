import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MessSettingsSchema,
  UpdateMessSettingsBodySchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { getMessSettings, saveMessSettings } from './service';

export const messSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;

  app.get(
    '/mess-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mess board'],
        summary: "The sittings' times and cut-offs, and the community's default board",
        description: `Times are HH:MM in ${timeZone}. cutoffDayBefore: the cut-off is on the evening before.`,
        response: { 200: MessSettingsSchema },
      },
    },
    () => getMessSettings(app.db, timeZone),
  );

  app.put(
    '/mess-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['mess board'],
        summary: "Sets the sittings' times and the default board (admins)",
        description:
          'All three sittings, each once; each ends after it starts, and a same-day cut-off is at ' +
          'or before the start. Planned sittings still open take the new times and default; ' +
          'locked ones keep theirs.',
        body: UpdateMessSettingsBodySchema,
        response: { 200: MessSettingsSchema, 400: ErrorBodySchema },
      },
    },
    (request) =>
      saveMessSettings(app.db, signedInCaller(request), request.body, {
        now: request.now(),
        timeZone,
      }),
  );
};
