const all = ['meal-requests'] as const;

export interface RequestsPageQuery {
  page: number;
  search?: string;
  status?: string;
}

/** Every meal-request query starts with 'meal-requests'; any change refreshes them all. */
export const requestKeys = {
  all,
  mine: (email: string) => [...all, 'mine', email] as const,
  everyone: (query: RequestsPageQuery) => [...all, 'everyone', query] as const,
  /** The signed-in resident's day with one meal: today's request, requests left. */
  mealDay: (mealId: string) => [...all, 'meal-day', mealId] as const,
};
