import { count, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meals, user } from '../../db/schema';

export const adminRepository = {
  /** Meals this person distributes or added, counted once each. */
  async countMealsOf(db: Executor, email: string): Promise<number> {
    const normalized = email.trim().toLowerCase();
    const [row] = await db
      .select({ n: count() })
      .from(meals)
      .leftJoin(user, eq(user.id, meals.addedBy))
      .where(or(sql`lower(${meals.distributorEmail}) = ${normalized}`, eq(user.email, normalized)));
    return Number(row?.n ?? 0);
  },
};
