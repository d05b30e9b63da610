const all = ['pickup-codes'] as const;

/** Every pickup-code query starts with 'pickup-codes'. */
export const pickupKeys = {
  all,
  mine: (userId: string) => [...all, 'mine', userId] as const,
};
