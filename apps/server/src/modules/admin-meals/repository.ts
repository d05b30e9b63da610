import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meals } from '../../db/schema';

export type NewMealRow = Omit<typeof meals.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const adminMealsRepository = {
  async insert(db: Executor, meal: NewMealRow) {
    const [row] = await db.insert(meals).values(meal).returning();
    if (!row) throw new Error('meal insert returned nothing');
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
