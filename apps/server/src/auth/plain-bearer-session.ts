import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { preparedOnce } from '../db/prepared-once';
import { session, user } from '../db/schema';
import { SESSION_LIFETIME } from './session-lifetime';
import type { KnownSession } from './signed-in-cache';
import { sessionTokenHash } from './session-signal';

const BEARER = 'bearer ';
const p = { token: sql.placeholder('token'), now: sql.placeholder('now') };
/** An HMAC-SHA256 in padded base64, as better-auth signs a session token (44 characters). */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session token a bearer header carries, when better-auth would take it as it is: an
 * unsigned token, or `token.signature` signed with this server's secret. Anything else (escapes,
 * other encodings, a bad signature) is left to better-auth: undefined.
 */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function plainToken(authorization: string, secret: string): string | undefined {
  if (authorization.slice(0, BEARER.length).toLowerCase() !== BEARER) return undefined;
  const sent = authorization.slice(BEARER.length).trim();
  // better-auth hands a signed token out as its cookie value, %-escaped.
  const value = sent.includes('%') ? decoded(sent) : sent;
  if (!value) return undefined;
  const [token, signature, extra] = value.split('.');
  if (!token || extra !== undefined) return undefined;
  if (signature === undefined) return sent.includes('%') ? undefined : token;
  if (!SIGNATURE.test(signature)) return undefined;
  const expected = createHmac('sha256', secret).update(token, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

function liveSessionQuery(db: Executor) {
  return db
    .select({ userId: session.userId, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, p.token), gt(session.expiresAt, p.now)))
    .prepare('plain_bearer_session');
}

/**
 * A bearer-only request's session, read in one statement with the signature checked by
 * node:crypto, when better-auth's getSession would return that same session and write nothing:
 * the token is accepted as above, the session and its user exist, it has not expired and is not
 * due for its daily refresh. Undefined otherwise (unknown, expired, due, or signed some other
 * way): the caller then asks better-auth, which refuses, cleans up or refreshes as it does.
 * better-auth's own path spends three WebCrypto HMACs per lookup (decision 0046).
 */
export async function plainBearerSession(
  db: Executor,
  secret: string,
  authorization: string,
  nowMs: number,
): Promise<KnownSession | undefined> {
  const token = plainToken(authorization, secret);
  if (token === undefined) return undefined;
  const [row] = await preparedOnce(db, 'plain_bearer_session', liveSessionQuery).execute({
    token,
    now: new Date(nowMs),
  });
  if (!row) return undefined;
  const expiresAtMs = row.expiresAt.getTime();
  const { expiresInSeconds, updateAgeSeconds } = SESSION_LIFETIME;
  const dueForRefresh = expiresAtMs - (expiresInSeconds - updateAgeSeconds) * 1000 <= nowMs;
  if (dueForRefresh) return undefined;
  return { userId: row.userId, tokenHash: sessionTokenHash(token), expiresAtMs };
}
