import type { PickupCode } from '@messmate/shared/schemas/pickup-code';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { readSavedCodes, saveCodes } from '../lib/saved-codes';
import { pickupKeys } from './query-keys';

export interface PickupCodesAnswer {
  codes: PickupCode[];
  /** Set when the server could not be reached and these are the phone's saved copy. */
  offlineSince: string | null;
}

/** The resident's codes from the server, or, when the network is down, the last ones saved. */
export async function getPickupCodes(userId: string): Promise<PickupCodesAnswer> {
  try {
    const codes = await api('GET /pickup-codes');
    saveCodes(userId, codes);
    return { codes, offlineSince: null };
  } catch (error) {
    const saved = error instanceof ApiError && error.status === 0 ? readSavedCodes(userId) : null;
    if (!saved) throw error;
    return { codes: saved.codes, offlineSince: saved.savedAt };
  }
}

export const pickupCodesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: pickupKeys.mine(userId),
    queryFn: () => getPickupCodes(userId),
    // A served plate leaves the list while the resident still holds the phone up.
    refetchInterval: 10_000,
  });

export function usePickupCodes(userId: string) {
  return useQuery(pickupCodesQueryOptions(userId));
}
