/** Every meal-request query starts with 'meal-requests'; any change refreshes them all. */
export const requestKeys = {
  all: ['meal-requests'] as const,
  mine: (email: string) => ['meal-requests', 'mine', email] as const,
  everyone: (search: string) => ['meal-requests', 'everyone', search] as const,
};
