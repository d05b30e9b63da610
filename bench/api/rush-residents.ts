import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';

/** The badge rush residents hold: Silver may request 3 meals a day, and each requests one. */
export const RUSH_BADGE = 'Silver';
export const RUSH_DAILY_LIMIT = 3;

export interface RushResidents {
  /** Marks this rush's residents: their ids are `<label>-<n>`. */
  label: string;
  /** One bearer token per resident (better-auth signs an unsigned one itself). */
  tokens: string[];
}

/** The email of resident `n` of a rush. */
export const rushResidentEmail = (label: string, n: number) => `${label}-${n}@example.test`;

/**
 * N residents with a session each as fresh as a sign-in leaves it (30 days to run, so
 * better-auth has no reason to extend it on the first request), written straight into the
 * database before the server starts (signing 1000 people up would measure the password hash,
 * not the rush).
 */
export async function addRushResidents(
  db: Executor,
  label: string,
  count: number,
): Promise<RushResidents> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into "user" (id, name, email, badge)
      select ${label} || '-' || n, 'Rush Resident ' || n, ${label} || '-' || n || '@example.test',
             ${RUSH_BADGE}
      from generate_series(0, ${count - 1}::int) as n`);
    await tx.execute(sql`
      insert into session (id, token, user_id, expires_at)
      select ${label} || '-session-' || (t.n - 1), t.token, ${label} || '-' || (t.n - 1),
             now() + interval '30 days'
      from unnest(${`{${tokens.join(',')}}`}::text[]) with ordinality as t(token, n)`);
  });
  return { label, tokens };
}
