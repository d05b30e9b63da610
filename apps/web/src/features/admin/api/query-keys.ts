const users = ['admin', 'users'] as const;
const mealsCounts = ['admin', 'meals-count'] as const;

export interface UsersPageQuery {
  page: number;
  search?: string;
  role?: string;
}

/** The admin caches: the user list (per page, search and role) and each admin's meal count. */
export const adminKeys = {
  users,
  usersPage: (query: UsersPageQuery) => [...users, query] as const,
  mealsCounts,
  mealsCount: (email: string) => [...mealsCounts, email] as const,
};
