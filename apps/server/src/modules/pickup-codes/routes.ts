import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CounterCodeBodySchema,
  CounterLookupSchema,
  ErrorBodySchema,
  PickupCodeSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { assertTimeZone } from '../../lib/community-day';
import { collectPickupCode, listPickupCodes, lookUpPickupCode } from './service';

const counterErrors = { 404: ErrorBodySchema, 409: ErrorBodySchema };

export const pickupCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;
  assertTimeZone(timeZone);
  const clock = (request: FastifyRequest) => ({ timeZone, now: request.now() });

  app.get(
    '/pickup-codes',
    {
      config: {
        access: 'signed-in',
        loginMessage: {
          en: 'Please sign in to see your pickup codes.',
          bn: 'আপনার পিকআপ কোড দেখতে সাইন ইন করুন।',
        },
      },
      schema: {
        tags: ['pickup codes'],
        summary:
          "The caller's pickup codes: one per pending request, one per sitting of today's board",
        description:
          '`code` is what the QR code holds; `shortCode` (7 characters) is read aloud or typed. ' +
          "A request's code is random and stored; a board sitting's (`kind: 'board'`, with " +
          '`sitting`) is derived with a server secret, so it is stable, unguessable and says ' +
          'nothing about the resident, and reading it writes nothing. A code is collected on ' +
          `its \`date\` (a calendar day in ${timeZone}).`,
        response: { 200: z.array(PickupCodeSchema) },
      },
    },
    (request) => listPickupCodes(app.db, signedInCaller(request), clock(request)),
  );

  app.post(
    '/counter/lookup',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['pickup codes', 'admin'],
        summary: 'What a pickup code is for and whose it is (either form of the code)',
        description:
          'Changes nothing. `collectedAt` is set when it was already collected. 404 for an ' +
          'unknown or altered code; 409 for a cancelled request, a code for another day, a ' +
          'sitting the resident turned off or is not counted on, or a short code that fits two.',
        body: CounterCodeBodySchema,
        response: { 200: CounterLookupSchema, ...counterErrors },
      },
    },
    (request) => lookUpPickupCode(app.db, request.body.code, clock(request)),
  );

  app.post(
    '/counter/collect',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['pickup codes', 'admin'],
        summary: 'Hands over what a pickup code is for: its request becomes delivered, once',
        description:
          'A second collect is 409 `ALREADY_COLLECTED`, naming the time in ' +
          `${timeZone} ('Already collected at 13:05'); so is a request already served with the ` +
          'Serve button; a board entry is marked collected once. 404 for an unknown or altered ' +
          'code; 409 for a cancelled request, another day, a sitting turned off or not counted.',
        body: CounterCodeBodySchema,
        response: { 200: CounterLookupSchema, ...counterErrors },
      },
    },
    (request) =>
      collectPickupCode(
        app.db,
        signedInCaller(request),
        request.body.code,
        clock(request),
        app.push,
      ),
  );
};
