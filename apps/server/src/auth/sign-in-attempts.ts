import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { authAttempts } from '../db/schema';

export interface AttemptRule {
  max: number;
  windowSeconds: number;
}

export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keyFor = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

/** How often one server drops ended windows: a flood of made-up addresses leaves no pile behind. */
const PRUNE_EVERY_MS = 60_000;
const lastPruned = new WeakMap<Executor, number>();

/**
 * Sign-in attempts per account in a fixed window, counted in the database so every
 * instance sees them. The count goes up before the password is checked (one atomic
 * upsert, so parallel guesses cannot slip past) and a successful sign-in clears it. Every
 * attempt also drops windows that ended, at most once a minute per server.
 */
export const signInAttempts = {
  async consume(db: Executor, email: string, rule: AttemptRule): Promise<AttemptDecision> {
    const now = Date.now();
    if (now - (lastPruned.get(db) ?? 0) >= PRUNE_EVERY_MS) {
      lastPruned.set(db, now);
      await signInAttempts.prune(db, rule.windowSeconds);
    }
    const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
    const expired = sql`${authAttempts.windowStartedAt} <= ${windowStart}`;
    const [row] = await db
      .insert(authAttempts)
      .values({ key: keyFor(email), count: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${authAttempts.windowStartedAt} end`,
        },
      })
      .returning({
        count: authAttempts.count,
        secondsLeft: sql<
          string | number
        >`ceil(extract(epoch from ${authAttempts.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now()))`,
      });
    if (!row || row.count <= rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.secondsLeft)) };
  },

  async clear(db: Executor, email: string): Promise<void> {
    await db.delete(authAttempts).where(eq(authAttempts.key, keyFor(email)));
  },

  /** Drops windows that ended long ago, so abandoned guesses do not pile up. */
  async prune(db: Executor, olderThanSeconds: number): Promise<void> {
    await db
      .delete(authAttempts)
      .where(
        lt(authAttempts.windowStartedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      );
  },
};
