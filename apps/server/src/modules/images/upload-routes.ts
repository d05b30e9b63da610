import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IMAGE_MAX_DIMENSION,
  IMAGE_UPLOAD_MAX_BYTES,
  UploadedImageSchema,
} from '@messmate/shared';
import { signedInCaller } from '../../access/route-access';
import { ONE_PHOTO_FORM_LIMITS, readUploadedFile, storeUploadedImage } from './upload';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

// Documents the form for OpenAPI only: multipart bodies are read from the stream in the
// handler (so the size limit holds while it arrives), and are not parsed into request.body.
const UploadFormSchema = z
  .object({
    image: z
      .string()
      .meta({ type: 'string', format: 'binary' })
      .describe('The photo (any field name; one file)'),
  })
  .nullish();

/** Its own scope, so multipart bodies are accepted here and nowhere else. */
export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: ONE_PHOTO_FORM_LIMITS });

  app.post(
    '/images',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['images'],
        summary:
          'Uploads a photo (signed in: admins for meals, residents for support threads): re-encoded to WebP and stored by its content hash',
        description:
          `multipart/form-data with one file field. The type is read from the bytes: JPEG, PNG, ` +
          `WebP, GIF or AVIF, anything else is 415. At most ${MAX_MB} MB (413) and 40 megapixels. ` +
          `The photo is turned upright, scaled to at most ${IMAGE_MAX_DIMENSION} px on its long ` +
          "side, stripped of metadata and stored as WebP; use the returned url as a meal image or a support thread's photo.",
        consumes: ['multipart/form-data'],
        body: UploadFormSchema,
        response: {
          201: UploadedImageSchema,
          400: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await readUploadedFile(request);
      const image = await storeUploadedImage(app.db, bytes, signedInCaller(request).id);
      return reply.status(201).send(image);
    },
  );
};
