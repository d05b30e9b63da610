import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

export const getHeadcount = (date: string) => api('GET /kitchen/headcount', { query: { date } });

export const headcountQueryOptions = (date: string) =>
  queryOptions({ queryKey: boardKeys.headcount(date), queryFn: () => getHeadcount(date) });

/** The kitchen's count for one day (admins); the board's live events refresh it. */
export function useHeadcount(date: string, enabled = true) {
  return useQuery({ ...headcountQueryOptions(date), enabled });
}
