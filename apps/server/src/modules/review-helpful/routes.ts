import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ReviewHelpfulResultSchema, ReviewIdParamsSchema } from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { setReviewHelpful } from './service';

const LOGIN_MESSAGE = {
  en: 'Sign in to mark a review as helpful.',
  bn: 'রিভিউকে সহায়ক বলতে সাইন ইন করুন।',
};

const schema = (summary: string) => ({
  tags: ['reviews'],
  summary,
  description:
    "Once per resident, never on one's own review (403). The review's likes count (My Reviews' " +
    'Likes column) is counted from the marks. Idempotent.',
  params: ReviewIdParamsSchema,
  response: {
    200: ReviewHelpfulResultSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
  },
});

export const reviewHelpfulRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'signed-in', loginMessage: LOGIN_MESSAGE } as const;
  app.put(
    '/reviews/:id/helpful',
    { config, schema: schema("Marks a review as helpful (the caller's one mark)") },
    (request) => setReviewHelpful(app.db, request.params.id, signedInCaller(request).id, true),
  );
  app.delete(
    '/reviews/:id/helpful',
    { config, schema: schema("Takes the caller's helpful mark back") },
    (request) => setReviewHelpful(app.db, request.params.id, signedInCaller(request).id, false),
  );
};
