import type { FastifyRequest } from 'fastify';
import { loadViewer } from '../auth/guards';
import { unauthorized } from './http-error';

/**
 * A hook that answers 401 with the spec's own words for this action ('Login required to
 * like'…). Used as preValidation, so a visitor hears it before any complaint about the body.
 */
export function requireSignIn(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    await loadViewer(request);
    if (!request.user) throw unauthorized(message, 'LOGIN_REQUIRED');
  };
}
