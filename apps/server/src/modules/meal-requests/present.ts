import type { MealRequest } from '@messmate/shared';
import type { MealRequestRow } from './repository';

export function toMealRequest(row: MealRequestRow): MealRequest {
  return {
    _id: row.id,
    mealId: row.mealId,
    mealTitle: row.mealTitle,
    mealTitleBn: row.mealTitleBn,
    email: row.email,
    name: row.name,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    servedAt: row.servedAt ? row.servedAt.toISOString() : null,
  };
}
