import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl, type Env } from '../env';

// A JSON string that is exactly one of our image paths, as the database keeps them.
const OWN_IMAGE_VALUE = /"(\/api\/images\/[0-9a-f]{64}\.webp)"/g;

/** The JSON text with each of our image paths made absolute on `origin`. */
export function withAbsoluteImageUrls(json: string, origin: string): string {
  return json.includes('"/api/images/') ? json.replace(OWN_IMAGE_VALUE, `"${origin}$1"`) : json;
}

/** The origin image paths are made absolute on: PUBLIC_URL's. */
export const imageOrigin = (env: Env): string => new URL(publicUrl(env)).origin;

/**
 * Image URLs in API answers are absolute, on PUBLIC_URL: a client on another origin (a canteen's
 * screen, the specification's own client) shows them as they are. The database keeps the path,
 * so a new PUBLIC_URL needs no migration; writing it here, once for every answer, means no
 * route can forget. Runs before compression and the ETag, which see the final text. Answers
 * sent as kept bytes (public-answer-cache.ts) were made absolute when they were kept.
 */
export const absoluteImageUrls = fp(async (app: FastifyInstance) => {
  const origin = imageOrigin(app.env);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    return withAbsoluteImageUrls(payload, origin);
  });
});
