import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { user } from '../db/schema';
import { unauthorized } from '../lib/http-error';
import { WORDINGS } from '../lib/wordings';
import type { StoredUser } from './stored-user';

/**
 * The user rows every part of the server looks people up by: the caller behind a session, the
 * person an admin names by email, the admin account made at start. Emails are stored lowercase.
 */
export const userStore = {
  async findById(db: Executor, id: string): Promise<StoredUser | undefined> {
    const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
    return row;
  },

  async findByEmail(db: Executor, email: string): Promise<StoredUser | undefined> {
    const [row] = await db
      .select()
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()))
      .limit(1);
    return row;
  },

  /**
   * Holds the person's row until the transaction ends, so their account cannot be deleted
   * under a change that hangs rows off it (a like, a mark, a review): the deletion waits for it,
   * or it waits for the deletion and finds nobody (undefined). Taken first, before any other
   * row, so the two never wait on each other. FOR KEY SHARE: profile and badge updates go on.
   */
  async holdAgainstDeletion(tx: Executor, id: string): Promise<{ id: string } | undefined> {
    const [row] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, id))
      .for('key share');
    return row;
  },

  async setRole(db: Executor, id: string, role: StoredUser['role']): Promise<void> {
    await db.update(user).set({ role }).where(eq(user.id, id));
  },
};

/** The caller's account was deleted while their request was on its way. */
export const accountGone = () => unauthorized(WORDINGS.accountGone, 'ACCOUNT_DELETED');
