import { createHash } from 'node:crypto';

/**
 * The PostgreSQL channel that says a session has ended. A trigger on the session table sends it
 * for every deleted row (migration 0003), so sign-out, revocation and a deleted account all reach
 * every app instance that LISTENs, whichever instance or statement removed the row.
 */
export const SESSION_CHANNEL = 'messmate_sessions';

/** Which session ended: its user, and the SHA-256 (hex) of its token, never the token. */
export interface SessionEndedSignal {
  type: 'ended';
  userId: string;
  tokenHash: string;
}

/** The hash a signal names a session by. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The signal in a channel payload, or null for anything this version does not understand. */
export function parseSessionSignal(payload: string): SessionEndedSignal | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, userId, tokenHash } = value as Record<string, unknown>;
  if (type !== 'ended' || typeof userId !== 'string' || typeof tokenHash !== 'string') return null;
  return /^[0-9a-f]{64}$/.test(tokenHash) ? { type, userId, tokenHash } : null;
}
