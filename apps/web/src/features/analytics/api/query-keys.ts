import type { PeriodQuery } from '../lib/period';

const all = ['analytics'] as const;

/** Analytics caches, one per page and period. */
export const analyticsKeys = {
  all,
  kitchen: (period: PeriodQuery) => [...all, 'kitchen', period] as const,
  mine: (period: PeriodQuery) => [...all, 'me', period] as const,
};
