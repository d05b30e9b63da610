import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { user } from '../db/schema';
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

  async setRole(db: Executor, id: string, role: StoredUser['role']): Promise<void> {
    await db.update(user).set({ role }).where(eq(user.id, id));
  },
};
