import type { Sitting } from '@messmate/shared/schemas/mess-calendar';

/** Each sitting's mark: the same on the menu, the planner and the kitchen's sheet. */
export const SITTING_EMOJI: Record<Sitting, string> = {
  Breakfast: '🍳',
  Lunch: '🍛',
  Dinner: '🌙',
};

/** Breakfast, Lunch, Dinner: the order a day is served in (the catalogue's categories). */
export { MEAL_CATEGORIES as SITTINGS_IN_ORDER } from '@messmate/shared/constants';
