import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, UserRecordSchema } from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { ONE_PHOTO_FORM_LIMITS, readUploadedFile } from '../images/upload';
import { setOwnPhoto } from './own-photo';

/**
 * A resident's own photo, uploaded through the image pipeline (re-encoded, stored by hash) and
 * set on their profile in one call: nobody stores pictures here that no profile shows. Its own
 * scope, so multipart bodies are accepted here and at POST /images only.
 */
export const userPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: ONE_PHOTO_FORM_LIMITS });

  app.put(
    '/users/me/photo',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: "Uploads the caller's photo (multipart, one file) and shows it on their profile",
        description:
          'The same pipeline as POST /images: JPEG, PNG, WebP, GIF or AVIF read from the bytes ' +
          '(else 415), at most 5 MB (413), re-encoded to WebP without metadata.',
        consumes: ['multipart/form-data'],
        response: {
          200: UserRecordSchema,
          400: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request);
      return setOwnPhoto(app.db, signedInCaller(request), bytes);
    },
  );
};
