import type { FastifyRequest } from 'fastify';
import { oncePerObject } from '../lib/once-per-object';
import { plainBearerSession } from './plain-bearer-session';
import { requestCredential } from './request-credential';
import { hasSessionCookie } from './session-cookie';
import { sessionTokenHash } from './session-signal';
import type { KnownSession } from './signed-in-cache';

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

/** A request with a bearer token and no session cookie: its session without better-auth's HMACs. */
function plainBearer(request: FastifyRequest): Promise<KnownSession | undefined> {
  const { authorization, cookie } = request.headers;
  if (!authorization || hasSessionCookie(cookie)) return Promise.resolve(undefined);
  const { db, auth } = request.server;
  return plainBearerSession(db, auth.secret, authorization, Date.now());
}

async function askBetterAuth(request: FastifyRequest): Promise<KnownSession | null> {
  const found = await request.server.auth.instance.api.getSession({ headers: headersOf(request) });
  if (!found) return null;
  return {
    userId: found.user.id,
    tokenHash: sessionTokenHash(found.session.token),
    expiresAtMs: new Date(found.session.expiresAt).getTime(),
  };
}

async function lookUpSession(request: FastifyRequest): Promise<RequestSession | null> {
  const credential = requestCredential(request);
  if (credential === null) return null;
  const cache = request.server.signedIn;
  const known = cache.session(credential);
  if (known) return { userId: known.userId, tokenHash: known.tokenHash };
  const epoch = cache.epoch;
  const found = (await plainBearer(request)) ?? (await askBetterAuth(request));
  if (!found) return null;
  cache.keepSession(credential, found, epoch);
  return { userId: found.userId, tokenHash: found.tokenHash };
}

/**
 * The session (cookie or bearer token, as better-auth reads them) this request is made with, or
 * null. Looked up once per request, however many parts ask, and kept by the instance's
 * SignedInCache until the session ends (on any instance) or a minute has passed.
 */
export const requestSession: (request: FastifyRequest) => Promise<RequestSession | null> =
  oncePerObject(lookUpSession);
