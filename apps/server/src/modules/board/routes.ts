import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AwayBodySchema,
  AwayResultSchema,
  BoardChoiceBodySchema,
  BoardChoiceSchema,
  DateRangeQuerySchema,
  DateSittingParamsSchema,
  ErrorBodySchema,
  MyBoardSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { resolveDateRange } from '../../lib/date-range';
import { chooseSitting, markAway, readMyBoard } from './service';
import { WORDS } from '@messmate/shared/server-wordings';

const access = { access: 'signed-in', loginMessage: WORDS.board.loginRequired } as const;

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.env.TZ_COMMUNITY;

  app.put(
    '/board/:date/:sitting',
    {
      config: access,
      schema: {
        tags: ['mess board'],
        summary: "Turns the caller's meal on or off for one planned sitting, until its cut-off",
        description:
          '409 naming the cut-off once it has passed; 404 when the sitting has no menu. The board ' +
          'counts residents (role student).',
        params: DateSittingParamsSchema,
        body: BoardChoiceBodySchema,
        response: {
          200: BoardChoiceSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    (request) =>
      chooseSitting(
        app.db,
        signedInCaller(request),
        { ...request.params, eating: request.body.eating },
        { now: request.now(), timeZone },
      ),
  );

  app.post(
    '/board/away',
    {
      config: access,
      schema: {
        tags: ['mess board'],
        summary: 'Turns off every open planned sitting from one date to another (both included)',
        description:
          'At most 31 days. Sittings past their cut-off are listed under locked, unchanged.',
        body: AwayBodySchema,
        response: { 200: AwayResultSchema, 400: ErrorBodySchema },
      },
    },
    (request) =>
      markAway(app.db, signedInCaller(request), request.body, { now: request.now(), timeZone }),
  );

  app.get(
    '/board',
    {
      config: access,
      schema: {
        tags: ['mess board'],
        summary: "The caller's own place on each planned sitting of a range",
        description: 'Default from today to today+6; at most 31 days.',
        querystring: DateRangeQuerySchema,
        response: { 200: MyBoardSchema, 400: ErrorBodySchema },
      },
    },
    (request) => {
      const now = request.now();
      const range = resolveDateRange(request.query, now, timeZone);
      return readMyBoard(app.db, signedInCaller(request), range, { now, timeZone });
    },
  );
};
