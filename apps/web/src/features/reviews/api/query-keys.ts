/** Every review query starts with 'reviews'; a change to any review refreshes them all. */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (email: string) => ['reviews', 'mine', email] as const,
  everyone: ['reviews', 'everyone'] as const,
};
