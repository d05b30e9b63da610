import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';

export interface AnalyticsReaders {
  memberId: string;
  /** Bearer tokens: the bench admin's (kitchen analytics) and a Platinum member's (their own). */
  tokens: { admin: string; platinum: string };
}

/**
 * An admin and a Platinum member, each with a live session, written into the database before
 * the server starts (as the rush residents are).
 */
export async function addAnalyticsReaders(db: Executor, label: string): Promise<AnalyticsReaders> {
  const tokens = {
    admin: randomBytes(24).toString('base64url'),
    platinum: randomBytes(24).toString('base64url'),
  };
  await db.transaction(async (tx) => {
    for (const [who, role, badge] of [
      ['admin', 'admin', 'Bronze'],
      ['platinum', 'student', 'Platinum'],
    ] as const) {
      const id = `${label}-${who}`;
      await tx.execute(sql`
        insert into "user" (id, name, email, role, badge)
        values (${id}, ${`Analytics ${who}`}, ${`${id}@example.test`}, ${role}, ${badge})
        on conflict (id) do nothing`);
      await tx.execute(sql`
        insert into session (id, token, user_id, expires_at)
        values (${`${id}-session`}, ${tokens[who]}, ${id}, now() + interval '30 days')
        on conflict (id) do update set token = excluded.token, expires_at = excluded.expires_at`);
    }
  });
  return { memberId: `${label}-platinum`, tokens };
}
