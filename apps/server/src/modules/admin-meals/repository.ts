import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meals, reviews } from '../../db/schema';

export type NewMealRow = Omit<typeof meals.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MealFields = Pick<
  NewMealRow,
  | 'title'
  | 'category'
  | 'image'
  | 'ingredients'
  | 'description'
  | 'pricePoisha'
  | 'titleBn'
  | 'descriptionBn'
>;

export const adminMealsRepository = {
  async insert(db: Executor, meal: NewMealRow) {
    const [row] = await db.insert(meals).values(meal).returning();
    if (!row) throw new Error('meal insert returned nothing');
    return row;
  },

  /** New words, photo and price for a meal; its likes, reviews and distributor stay. */
  async update(tx: Executor, id: string, fields: MealFields) {
    const [row] = await tx.update(meals).set(fields).where(eq(meals.id, id)).returning();
    return row;
  },

  /** Reviews show the title of their meal: a renamed meal renames them too. */
  async retitleReviews(tx: Executor, mealId: string, title: string): Promise<void> {
    await tx.update(reviews).set({ mealTitle: title }).where(eq(reviews.mealId, mealId));
  },

  /** One meal's title, locked against planners (who share-lock it) until the delete commits. */
  async lockForDelete(tx: Executor, id: string) {
    const [row] = await tx
      .select({ title: meals.title })
      .from(meals)
      .where(eq(meals.id, id))
      .for('update');
    return row;
  },

  /**
   * Deletes one meal. Its likes go with it; its reviews and requests stay (their meal_id
   * becomes null and they keep the meal's title).
   */
  async deleteById(db: Executor, id: string): Promise<boolean> {
    const deleted = await db.delete(meals).where(eq(meals.id, id)).returning({ id: meals.id });
    return deleted.length > 0;
  },
};
