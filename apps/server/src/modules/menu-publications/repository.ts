import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { menuPublications, user } from '../../db/schema';

export const menuPublicationsRepository = {
  /**
   * Publishers of one week take turns until they commit: the second of two at once (a double
   * click, two admins, two instances) then reads the first one's publication.
   */
  async lockWeek(tx: Executor, weekStart: string): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`menu_publication ${weekStart}`}))`,
    );
  },

  /** The week's latest publication, with its admin's name (null once the account is gone). */
  async latest(db: Executor, weekStart: string) {
    const [row] = await db
      .select({
        menuDigest: menuPublications.menuDigest,
        publishedAt: menuPublications.publishedAt,
        publishedBy: user.name,
      })
      .from(menuPublications)
      .leftJoin(user, eq(user.id, menuPublications.publishedBy))
      .where(eq(menuPublications.weekStart, weekStart))
      .orderBy(desc(menuPublications.publishedAt), desc(menuPublications.id))
      .limit(1);
    return row;
  },

  async insert(
    tx: Executor,
    row: { weekStart: string; menuDigest: string; publishedBy: string },
  ): Promise<Date> {
    const [stored] = await tx
      .insert(menuPublications)
      .values(row)
      .returning({ publishedAt: menuPublications.publishedAt });
    if (!stored) throw new Error('menu publication insert returned nothing');
    return stored.publishedAt;
  },
};
