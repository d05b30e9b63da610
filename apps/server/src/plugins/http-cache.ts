import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { weakEtagOf } from '../lib/etag';

/** Kept by the browser alone and checked with the server on every use (a 304 costs no body). */
export const API_CACHE_CONTROL = 'private, no-cache';

// Answers sent already compressed carry the ETag of their uncompressed text, as every answer does.
const etagsGiven = new WeakMap<FastifyReply, string>();

/** The ETag of the answer `reply` sends, known already (a kept answer), instead of a fresh hash. */
export function useEtag(reply: FastifyReply, etag: string): void {
  etagsGiven.set(reply, etag);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function isCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode !== 200 || !request.url.startsWith('/api/')) return false;
  // Sign-in answers set cookies; responses that chose their own caching (images, streams) keep it.
  if (
    request.url.startsWith('/api/auth/') ||
    reply.hasHeader('set-cookie') ||
    reply.hasHeader('etag')
  )
    return false;
  if (reply.hasHeader('cache-control')) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  return (
    type.startsWith('application/json') && (typeof payload === 'string' || Buffer.isBuffer(payload))
  );
}

/**
 * ETags on JSON API answers: a phone on a weak network that asks again gets 304 and no body when
 * nothing changed. Every answer is marked private, so one person's data never sits in a shared cache.
 */
export const httpCache = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCacheable(request, reply, payload)) return payload;
    const etag = etagsGiven.get(reply) ?? weakEtagOf(payload);
    reply.header('etag', etag).header('cache-control', API_CACHE_CONTROL);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply
      .code(304)
      .removeHeader('content-type')
      .removeHeader('content-length')
      .removeHeader('content-encoding');
    return '';
  });
});
