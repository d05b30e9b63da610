import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateReviewBodySchema,
  CreateReviewResultSchema,
  DeleteReviewResultSchema,
  ErrorBodySchema,
  MealIdParamsSchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewSchema,
  UpdateReviewBodySchema,
  UpdateReviewResultSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { createReview, deleteReview, listReviews, updateReview } from './service';
import { WORDS } from '@messmate/shared/server-wordings';
import { MY_REVIEWS_ANSWER } from '../person-answers/answer-keys';
import { answerOwnListKept, ownListKey } from '../person-answers/own-lists';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/meals/:id/review',
    {
      config: { access: 'signed-in', loginMessage: WORDS.messages.reviewLoginRequired },
      schema: {
        tags: ['reviews'],
        summary:
          'Reviews a meal: text (trimmed, 1–1000 characters) and an optional 1–5 star rating',
        description:
          "The author is the signed-in caller: a name or email in the body is ignored. The meal's " +
          'reviews_count and rating change with it.',
        params: MealIdParamsSchema,
        body: CreateReviewBodySchema,
        response: { 201: CreateReviewResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request);
      const result = await createReview(app.db, caller, request.params.id, request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/reviews',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary: "Reviews, newest first: one author's (?email=, own unless admin) or all (admin)",
        description: "A review of a deleted meal has mealId null and mealTitle '[Deleted]'.",
        querystring: ReviewListQuerySchema,
        response: { 200: z.array(ReviewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request);
      const own = ownListKey(caller, MY_REVIEWS_ANSWER, request.query);
      return answerOwnListKept(app.personAnswers, reply, own, () =>
        listReviews(app.db, caller, request.query),
      );
    },
  );

  app.patch(
    '/reviews/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary: "Edits the caller's own review: text, and the rating when one is sent",
        params: ReviewIdParamsSchema,
        body: UpdateReviewBodySchema,
        response: { 200: UpdateReviewResultSchema, ...errors },
      },
    },
    (request) => updateReview(app.db, signedInCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/reviews/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary: "Deletes a review: the author's own, or any for an admin",
        params: ReviewIdParamsSchema,
        response: { 200: DeleteReviewResultSchema, ...errors },
      },
    },
    (request) => deleteReview(app.db, signedInCaller(request), request.params.id),
  );
};
