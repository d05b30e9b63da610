import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in the address, query or JSON body would
 * fail in the database as a 500. It is refused up front as the client's mistake instead.
 */
export const rejectNulCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest('Text cannot contain the NUL character (\\u0000).', 'NUL_CHARACTER');
    }
  });
});
