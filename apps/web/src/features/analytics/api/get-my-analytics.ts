import type { MyAnalytics } from '@messmate/shared/schemas/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PeriodQuery } from '../lib/period';
import { analyticsKeys } from './query-keys';

export const getMyAnalytics = (period: PeriodQuery): Promise<MyAnalytics> =>
  api('GET /analytics/me', { query: { ...period } });

export const myAnalyticsQueryOptions = (period: PeriodQuery) =>
  queryOptions({
    queryKey: analyticsKeys.mine(period),
    queryFn: () => getMyAnalytics(period),
    placeholderData: keepPreviousData,
  });

/** A Platinum member's own numbers; `enabled` is false for anyone else (the API would refuse). */
export function useMyAnalytics(period: PeriodQuery, enabled: boolean) {
  return useQuery({ ...myAnalyticsQueryOptions(period), enabled });
}
