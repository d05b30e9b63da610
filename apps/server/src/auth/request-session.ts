import type { FastifyRequest } from 'fastify';
import { oncePerObject } from '../lib/once-per-object';
import { sessionTokenHash } from './session-signal';

export interface RequestSession {
  userId: string;
  /** SHA-256 of the session token, as the session-ended signal names it. */
  tokenHash: string;
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

async function lookUpSession(request: FastifyRequest): Promise<RequestSession | null> {
  const found = await request.server.auth.instance.api.getSession({ headers: headersOf(request) });
  if (!found) return null;
  return { userId: found.user.id, tokenHash: sessionTokenHash(found.session.token) };
}

/**
 * The session (cookie or bearer token, as better-auth reads them) this request is made with, or
 * null. Looked up once per request, however many parts ask.
 */
export const requestSession: (request: FastifyRequest) => Promise<RequestSession | null> =
  oncePerObject(lookUpSession);
