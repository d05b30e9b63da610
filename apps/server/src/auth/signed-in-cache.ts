import type { StoredUser } from './stored-user';

/** A session as a request presents it: its user, and the SHA-256 of its token. */
export interface KnownSession {
  userId: string;
  tokenHash: string;
  /** When the session itself expires (ms since the epoch). */
  expiresAtMs: number;
}

interface Kept<Value> {
  value: Value;
  keptAtMs: number;
}

/** What a cached answer is good for: a missed signal can never keep one alive longer. */
export const SIGNED_IN_CACHE_TTL_MS = 60_000;
/** Each map forgets its oldest entry past this many (one per signed-in credential or person). */
export const SIGNED_IN_CACHE_MAX = 20_000;

/**
 * This instance's copy of who is signed in: sessions by the credential a request carries, and
 * the user rows behind them. Every instance forgets an entry as soon as the session channel says
 * it ended or changed (signed-in-signals.ts), and keeps nothing while it cannot hear that
 * channel. A lookup that began before a signal arrived is not stored (the epoch moved on).
 */
export class SignedInCache {
  private readonly sessions = new Map<string, Kept<KnownSession>>();
  private readonly users = new Map<string, Kept<StoredUser>>();
  private listening = false;
  private epochCount = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Taken before a database lookup, handed back to store its answer. */
  get epoch(): number {
    return this.epochCount;
  }

  session(credential: string): KnownSession | undefined {
    const kept = this.fresh(this.sessions, credential);
    if (kept && kept.expiresAtMs > this.now()) return kept;
    this.sessions.delete(credential);
    return undefined;
  }

  user(userId: string): StoredUser | undefined {
    return this.fresh(this.users, userId);
  }

  keepSession(credential: string, session: KnownSession, epoch: number): void {
    this.keep(this.sessions, credential, session, epoch);
  }

  keepUser(user: StoredUser, epoch: number): void {
    this.keep(this.users, user.id, user, epoch);
  }

  /** A session ended: every credential that carried it is forgotten. */
  forgetSession(tokenHash: string): void {
    this.epochCount += 1;
    for (const [credential, kept] of this.sessions) {
      if (kept.value.tokenHash === tokenHash) this.sessions.delete(credential);
    }
  }

  /** A user row changed (role, badge, profile): the next request reads it again. */
  forgetUser(userId: string): void {
    this.epochCount += 1;
    this.users.delete(userId);
  }

  /** Hearing the channel (again): start afresh, since signals may have been missed. */
  listen(): void {
    this.clear();
    this.listening = true;
  }

  /** The channel is lost: keep nothing until it is back. */
  deafen(): void {
    this.listening = false;
    this.clear();
  }

  private clear(): void {
    this.epochCount += 1;
    this.sessions.clear();
    this.users.clear();
  }

  private fresh<Value>(map: Map<string, Kept<Value>>, key: string): Value | undefined {
    const kept = map.get(key);
    if (!kept) return undefined;
    if (this.now() - kept.keptAtMs < SIGNED_IN_CACHE_TTL_MS) return kept.value;
    map.delete(key);
    return undefined;
  }

  private keep<Value>(map: Map<string, Kept<Value>>, key: string, value: Value, epoch: number) {
    if (!this.listening || epoch !== this.epochCount) return;
    map.delete(key);
    map.set(key, { value, keptAtMs: this.now() });
    if (map.size > SIGNED_IN_CACHE_MAX) map.delete(map.keys().next().value as string);
  }
}
