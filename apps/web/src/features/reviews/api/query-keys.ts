const all = ['reviews'] as const;

/** Every review query starts with 'reviews'; a change to any review refreshes them all. */
export const reviewKeys = {
  all,
  mine: (email: string) => [...all, 'mine', email] as const,
  everyone: [...all, 'everyone'] as const,
};
