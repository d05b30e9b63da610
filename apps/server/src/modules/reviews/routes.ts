import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateReviewBodySchema,
  CreateReviewResultSchema,
  DeleteReviewResultSchema,
  ErrorBodySchema,
  MESSAGES,
  ReviewListQuerySchema,
  ReviewSchema,
  UpdateReviewBodySchema,
  UpdateReviewResultSchema,
} from '@messmate/shared';
import { requireUser, signedInUser } from '../../auth/guards';
import { SIGNED_IN_SECURITY } from '../../auth/openapi-security';
import { requireSignIn } from '../../lib/require-sign-in';
import { createReview, deleteReview, listReviews, updateReview } from './service';

const MealParamsSchema = z.object({ id: z.string().describe('The meal id (a UUID)') });
const ReviewParamsSchema = z.object({ id: z.string().describe('The review id (a UUID)') });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/meals/:id/review',
    {
      preValidation: requireSignIn(MESSAGES.reviewLoginRequired),
      schema: {
        tags: ['reviews'],
        summary:
          'Reviews a meal: text (trimmed, 1–1000 characters) and an optional 1–5 star rating',
        description:
          "The author is the signed-in caller: a name or email in the body is ignored. The meal's " +
          'reviews_count and rating change with it.',
        security: SIGNED_IN_SECURITY,
        params: MealParamsSchema,
        body: CreateReviewBodySchema,
        response: { 201: CreateReviewResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = signedInUser(request);
      const result = await createReview(app.db, caller, request.params.id, request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/reviews',
    {
      preValidation: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "Reviews, newest first: one author's (?email=, own unless admin) or all (admin)",
        description: "A review of a deleted meal has mealId null and mealTitle '[Deleted]'.",
        security: SIGNED_IN_SECURITY,
        querystring: ReviewListQuerySchema,
        response: { 200: z.array(ReviewSchema), ...errors },
      },
    },
    (request) => listReviews(app.db, signedInUser(request), request.query),
  );

  app.patch(
    '/reviews/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "Edits the caller's own review: text, and the rating when one is sent",
        security: SIGNED_IN_SECURITY,
        params: ReviewParamsSchema,
        body: UpdateReviewBodySchema,
        response: { 200: UpdateReviewResultSchema, ...errors },
      },
    },
    (request) => updateReview(app.db, signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/reviews/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "Deletes a review: the author's own, or any for an admin",
        security: SIGNED_IN_SECURITY,
        params: ReviewParamsSchema,
        response: { 200: DeleteReviewResultSchema, ...errors },
      },
    },
    (request) => deleteReview(app.db, signedInUser(request), request.params.id),
  );
};
