import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { user } from '../../db/schema';

/** The admin list stays bounded; searching narrows it. */
export const USER_LIST_CAP = 500;

export const usersRepository = {
  /** Everyone, or those whose name or email contains the text (any case). */
  async list(db: Executor, search?: string) {
    const pattern = search ? containsPattern(search) : undefined;
    return db
      .select()
      .from(user)
      .where(pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined)
      .orderBy(asc(sql`lower(${user.name})`), asc(user.email))
      .limit(USER_LIST_CAP);
  },

  /** Writes the caller's own profile fields; returns the row as it now is. */
  async updateProfile(
    db: Executor,
    id: string,
    fields: {
      name?: string;
      image?: string | null;
      hall?: string | null;
      room?: string | null;
      language?: 'en' | 'bn';
    },
  ) {
    const [row] = await db
      .update(user)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(user.id, id))
      .returning();
    return row;
  },

  /**
   * Holds the roles' transaction-wide lock: changes of who is an admin take turns until they
   * commit, so counting the admins and demoting one can never interleave with another demotion.
   */
  async lockRoles(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('messmate.user-roles'))`);
  },

  async countAdmins(db: Executor): Promise<number> {
    return db.$count(user, eq(user.role, 'admin'));
  },

  /** Saves name and photo the first time only; returns the id when this call saved them. */
  async saveProfileOnce(
    db: Executor,
    id: string,
    profile: { name?: string; image?: string | null },
  ) {
    const [row] = await db
      .update(user)
      .set({ ...profile, profileSavedAt: sql`now()` })
      .where(and(eq(user.id, id), isNull(user.profileSavedAt)))
      .returning({ id: user.id });
    return row?.id;
  },
};
