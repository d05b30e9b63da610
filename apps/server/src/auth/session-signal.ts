import { createHash } from 'node:crypto';

/**
 * The PostgreSQL channel that says a session has ended or its user changed. Triggers send it for
 * every deleted session row (migration 0003) and every changed user row (0004), so sign-out,
 * revocation, a deleted account, Make Admin and a badge upgrade all reach every app instance that
 * LISTENs, whichever instance or statement made the change.
 */
export const SESSION_CHANNEL = 'messmate_sessions';

/** Which session ended: its user, and the SHA-256 (hex) of its token, never the token. */
export interface SessionEndedSignal {
  type: 'ended';
  userId: string;
  tokenHash: string;
}

/** Whose user row changed (role, badge, profile). */
export interface UserChangedSignal {
  type: 'user-changed';
  userId: string;
}

export type SessionSignal = SessionEndedSignal | UserChangedSignal;

/** The hash a signal names a session by. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The signal in a channel payload, or null for anything this version does not understand. */
export function parseSessionSignal(payload: string): SessionSignal | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, userId, tokenHash } = value as Record<string, unknown>;
  if (typeof userId !== 'string') return null;
  if (type === 'user-changed') return { type, userId };
  if (type !== 'ended' || typeof tokenHash !== 'string') return null;
  return /^[0-9a-f]{64}$/.test(tokenHash) ? { type, userId, tokenHash } : null;
}
