import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boardKeys } from './query-keys';

export const getMessSettings = () => api('GET /mess-settings');

export const messSettingsQueryOptions = queryOptions({
  queryKey: boardKeys.settings,
  queryFn: getMessSettings,
  // Sittings' times change a few times a year; an admin's save replaces the cached copy.
  staleTime: 10 * 60_000,
});

/** The sittings' times, the cut-offs and the community's time zone (public). */
export function useMessSettings() {
  return useQuery(messSettingsQueryOptions);
}
