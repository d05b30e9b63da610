import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertedRow, PARENT_ROW_LOCK } from '../../db/row-lock';
import { upcomingMealLikes, upcomingMeals, user } from '../../db/schema';

export type UpcomingMealRow = Awaited<ReturnType<typeof upcomingMealsRepository.list>>[number];
export type NewUpcomingMealRow = Omit<
  typeof upcomingMeals.$inferInsert,
  'id' | 'likes' | 'createdAt'
>;

export const upcomingMealsRepository = {
  /** Most liked first, then newest; the id keeps ties in one fixed order. */
  list(db: Executor) {
    return db
      .select({
        id: upcomingMeals.id,
        title: upcomingMeals.title,
        category: upcomingMeals.category,
        pricePoisha: upcomingMeals.pricePoisha,
        image: upcomingMeals.image,
        description: upcomingMeals.description,
        titleBn: upcomingMeals.titleBn,
        descriptionBn: upcomingMeals.descriptionBn,
        ingredients: upcomingMeals.ingredients,
        postedBy: upcomingMeals.postedBy,
        likes: upcomingMeals.likes,
        createdAt: upcomingMeals.createdAt,
      })
      .from(upcomingMeals)
      .orderBy(desc(upcomingMeals.likes), desc(upcomingMeals.createdAt), desc(upcomingMeals.id));
  },

  /** Which of these upcoming meals one user has liked. */
  async likedByUser(db: Executor, userId: string, upcomingMealIds: string[]): Promise<Set<string>> {
    if (upcomingMealIds.length === 0) return new Set();
    const rows = await db
      .select({ upcomingMealId: upcomingMealLikes.upcomingMealId })
      .from(upcomingMealLikes)
      .where(
        and(
          eq(upcomingMealLikes.userId, userId),
          inArray(upcomingMealLikes.upcomingMealId, upcomingMealIds),
        ),
      );
    return new Set(rows.map((row) => row.upcomingMealId));
  },

  /** Every liker's email per upcoming meal, in the order they liked it (for admins only). */
  async likerEmails(db: Executor, upcomingMealIds: string[]): Promise<Map<string, string[]>> {
    const byMeal = new Map<string, string[]>();
    if (upcomingMealIds.length === 0) return byMeal;
    const rows = await db
      .select({ upcomingMealId: upcomingMealLikes.upcomingMealId, email: user.email })
      .from(upcomingMealLikes)
      .innerJoin(user, eq(upcomingMealLikes.userId, user.id))
      .where(inArray(upcomingMealLikes.upcomingMealId, upcomingMealIds))
      .orderBy(asc(upcomingMealLikes.createdAt), asc(user.email));
    for (const row of rows) {
      byMeal.set(row.upcomingMealId, [...(byMeal.get(row.upcomingMealId) ?? []), row.email]);
    }
    return byMeal;
  },

  async insert(db: Executor, meal: NewUpcomingMealRow): Promise<string> {
    return insertedRow(
      await db.insert(upcomingMeals).values(meal).returning({ id: upcomingMeals.id }),
      'upcoming meal',
    ).id;
  },

  /** Reads one upcoming meal and holds it until the transaction ends (publish and likes queue here). */
  async lockById(tx: Executor, id: string) {
    const [row] = await tx
      .select()
      .from(upcomingMeals)
      .where(eq(upcomingMeals.id, id))
      .for(PARENT_ROW_LOCK);
    return row;
  },

  /** Deletes one upcoming meal; its like rows go with it. True when there was one. */
  async deleteById(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(upcomingMeals)
      .where(eq(upcomingMeals.id, id))
      .returning({ id: upcomingMeals.id });
    return rows.length > 0;
  },

  /** New words, photo and price; its likes and poster stay. True when there was one. */
  async update(
    db: Executor,
    id: string,
    fields: Omit<NewUpcomingMealRow, 'postedBy'>,
  ): Promise<boolean> {
    const rows = await db
      .update(upcomingMeals)
      .set(fields)
      .where(eq(upcomingMeals.id, id))
      .returning({ id: upcomingMeals.id });
    return rows.length > 0;
  },
};
