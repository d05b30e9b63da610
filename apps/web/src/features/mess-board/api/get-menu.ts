import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

export const getMenu = (from: string, to: string) => api('GET /menu', { query: { from, to } });

export const menuQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: boardKeys.menu(from, to), queryFn: () => getMenu(from, to) });

/**
 * The menu of every day from `from` to `to`, with the signed-in resident's own on/off;
 * nothing is asked until the community's today is known (`enabled`).
 */
export function useMenu(from: string, to: string, enabled = true) {
  return useQuery({ ...menuQueryOptions(from, to), enabled });
}
