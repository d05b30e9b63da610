/** The upcoming meals list: one cache, shared by the public page and the admin's table. */
export const upcomingMealKeys = {
  all: ['upcoming-meals'] as const,
};
