import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

type Flaw = 'nul' | 'half-character';

// With the u flag a surrogate pair is one code point: only a half left alone matches.
const LONE_SURROGATE = /\p{Cs}/u;

function flawOf(text: string): Flaw | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'half-character' : null;
}

function firstFlaw(value: unknown): Flaw | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const flaw = flawOf(next);
      if (flaw) return flaw;
    } else if (next && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, nor half of a UTF-16 surrogate pair (JSON can carry a
 * lone "\udbcd", UTF-8 cannot): either, anywhere in the address, query or JSON body, would fail
 * in the database as a 500. Both are refused up front as the client's mistake instead.
 */
export const rejectUnstorableText = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const flaw = firstFlaw(request.params) ?? firstFlaw(request.query) ?? firstFlaw(request.body);
    if (flaw === 'nul') {
      throw badRequest(
        {
          en: 'Text cannot contain the NUL character (\\u0000).',
          bn: 'লেখায় NUL অক্ষর (\\u0000) থাকতে পারে না।',
        },
        'NUL_CHARACTER',
      );
    }
    if (flaw === 'half-character') {
      throw badRequest(
        {
          en: 'Text holds half of a character (a lone UTF-16 surrogate). Please send valid Unicode text.',
          bn: 'লেখায় একটি অক্ষরের অর্ধেক আছে (একা একটি UTF-16 surrogate)। সঠিক ইউনিকোড লেখা পাঠান।',
        },
        'INVALID_TEXT',
      );
    }
  });
});
