// Kept apart from review.ts (which needs zod) so a page can read the limits without loading zod.

export const REVIEW_MAX_LENGTH = 1000;
/** Shown instead of a meal's title once the meal has been deleted. */
export const DELETED_MEAL_TITLE = '[Deleted]';
