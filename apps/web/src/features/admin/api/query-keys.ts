const users = ['admin', 'users'] as const;
const mealsCounts = ['admin', 'meals-count'] as const;

/** The admin caches: the user list (per search) and each admin's count of meals added. */
export const adminKeys = {
  users,
  usersMatching: (search: string) => [...users, search] as const,
  mealsCounts,
  mealsCount: (email: string) => [...mealsCounts, email] as const,
};
