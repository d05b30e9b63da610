import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@messmate/shared';
import { readImage } from './service';
import { imageUploadRoutes } from './upload-routes';

const ImageParamsSchema = z.object({
  file: z.string().describe("{sha256 of the bytes}.webp, as given in a meal's image URL"),
});

// The URL names the content, so a browser may keep it for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(imageUploadRoutes);

  app.get(
    '/images/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        summary: 'Serves a stored image by its content-hashed file name',
        params: ImageParamsSchema,
        response: {
          200: {
            description: 'The image bytes',
            content: {
              'image/webp': {
                schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          304: z.null().describe('Not modified: the cached copy is current'),
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await readImage(app.db, request.params.file, request.headers['if-none-match']);
      reply.header('cache-control', IMMUTABLE).header('etag', result.etag);
      // Public pictures: a page on any origin (a canteen's screen, another client) may show them.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (result.kind === 'not-modified') return reply.status(304).send(null);
      return reply.type(result.contentType).send(result.bytes);
    },
  );
};
