import type { Language } from '@messmate/shared';
import type { FastifyRequest } from 'fastify';
import { requestCredential } from '../auth/request-credential';
import { preferredLanguage } from '../lib/accept-language';
import { callerOf } from './caller-lookup';

/**
 * The language the server writes to this request's reader in: the signed-in user's choice,
 * else what Accept-Language prefers among ours, else English. The caller comes from the
 * request's own lookup (already made on a signed-in route) and the instance's signed-in cache,
 * so a known signed-in reader costs no database statement.
 */
export async function readerLanguage(request: FastifyRequest): Promise<Language> {
  const caller =
    request.caller ?? (requestCredential(request) === null ? null : await callerOf(request));
  return caller?.language ?? preferredLanguage(request.headers['accept-language']);
}
