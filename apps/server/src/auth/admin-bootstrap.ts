import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@messmate/shared';
import type { Database } from '../db/client';
import { account, user } from '../db/schema';
import type { Env } from '../env';
import { userStore } from './user-store';

interface Log {
  info(message: string): void;
}

/**
 * ADMIN_EMAIL (+ ADMIN_PASSWORD): that account exists with role admin. An existing account
 * is promoted and keeps its password; a missing one is created with ADMIN_PASSWORD.
 */
export async function ensureAdminAccount(db: Database, env: Env, log: Log): Promise<void> {
  if (!env.ADMIN_EMAIL) return;
  const email = env.ADMIN_EMAIL.trim().toLowerCase();
  const existing = await userStore.findByEmail(db, email);
  if (existing) {
    if (existing.role !== 'admin') {
      await userStore.setRole(db, existing.id, 'admin');
      log.info(`Admin account: ${email} promoted to admin.`);
    }
    return;
  }
  const password = env.ADMIN_PASSWORD;
  if (!password) {
    throw new Error(
      `ADMIN_EMAIL=${email} has no account yet: set ADMIN_PASSWORD too so it can be created.`,
    );
  }
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new Error(
      `ADMIN_PASSWORD must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
    );
  }
  const hashed = await hashPassword(password);
  const id = randomUUID();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(user)
      .values({ id, name: 'Admin', email, role: 'admin', emailVerified: true })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (!row) return false;
    // The credential account better-auth checks the password against on sign-in.
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hashed,
    });
    return true;
  });
  if (created) {
    log.info(`Admin account: ${email} created with role admin.`);
    return;
  }
  // Another instance starting at the same moment created it first.
  const raced = await userStore.findByEmail(db, email);
  if (raced && raced.role !== 'admin') await userStore.setRole(db, raced.id, 'admin');
}
