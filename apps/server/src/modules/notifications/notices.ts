import type { MealCategory } from '@messmate/shared';
import type { NewNotification } from './notify';

/** The texts of the events this module writes itself; the other events keep theirs beside their code. */
type Notice = Omit<NewNotification, 'userId'>;

export const ADMIN_SERVE_MEAL_PATH = '/dashboard/admin/serve-meal';

export function newRequestNotice(request: { requesterName: string; mealTitle: string }): Notice {
  const who = request.requesterName.trim() || 'A resident';
  return {
    kind: 'new_request',
    title: 'New meal request',
    body: `${who} requested ${request.mealTitle}. It is waiting on Serve Meals.`,
    link: ADMIN_SERVE_MEAL_PATH,
  };
}

export function newMealInCategoryNotice(meal: {
  id: string;
  title: string;
  category: MealCategory;
}): Notice {
  return {
    kind: 'new_meal_in_category',
    title: `New on the ${meal.category.toLowerCase()} menu`,
    body: `${meal.title} was just added. You have requested ${meal.category.toLowerCase()} before, so it may suit you.`,
    link: `/meals/${meal.id}`,
  };
}
