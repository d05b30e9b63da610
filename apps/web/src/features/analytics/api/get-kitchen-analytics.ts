import type { KitchenAnalytics } from '@messmate/shared/schemas/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PeriodQuery } from '../lib/period';
import { analyticsKeys } from './query-keys';

export const getKitchenAnalytics = (period: PeriodQuery): Promise<KitchenAnalytics> =>
  api('GET /analytics/kitchen', { query: { ...period } });

export const kitchenAnalyticsQueryOptions = (period: PeriodQuery) =>
  queryOptions({
    queryKey: analyticsKeys.kitchen(period),
    queryFn: () => getKitchenAnalytics(period),
    // While another period loads, the last one stays on screen.
    placeholderData: keepPreviousData,
  });

/** The kitchen's numbers for a period (admins). */
export function useKitchenAnalytics(period: PeriodQuery) {
  return useQuery(kitchenAnalyticsQueryOptions(period));
}
