import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicUrl } from '../env';

const DESCRIPTION = `The meal service for hostel and canteen communities.

**Signing in from another client.** \`POST /api/auth/sign-up/email\` or
\`POST /api/auth/sign-in/email\` with \`{ email, password }\` answers a \`token\`; send it as
\`Authorization: Bearer <token>\`. A browser page on another origin may call the API when the
server lists that origin in \`CORS_ORIGINS\`; credentials (cookies) are never allowed cross-origin.

**A meal's picture takes two steps.** First \`POST /api/images\` (admins, multipart/form-data
with one file) stores the photo and answers its \`url\`; then send that url as \`image\` in
\`POST /api/admin/meals\` or \`POST /api/upcoming-meals\`. An address on another site is refused
with 400 \`IMAGE_NOT_OURS\`. Image URLs in answers are absolute and may be shown from any origin.

**Errors** share one JSON shape: \`{ statusCode, code, message, error }\`, with \`message\` written
for people.`;

/** The OpenAPI document, built from the routes' own zod schemas, with docs at /api/docs. */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MessMate API',
        description: DESCRIPTION,
        version: '1.0.0',
      },
      servers: [{ url: publicUrl(app.env), description: 'This server (its PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'messmate.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Like the app, the docs are never framed and work over plain http on a hostel's network.
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });
});
