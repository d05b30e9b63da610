const all = ['meal-requests'] as const;

/** Every meal-request query starts with 'meal-requests'; any change refreshes them all. */
export const requestKeys = {
  all,
  mine: (email: string) => [...all, 'mine', email] as const,
  everyone: (search: string) => [...all, 'everyone', search] as const,
};
