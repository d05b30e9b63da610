import { queryOptions } from '@tanstack/react-query';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/**
 * The stored record of whoever is signed in, or null for a visitor. GET /api/session
 * answers visitors with null rather than /users/me's 401, so no page logs a failed request.
 */
export async function getMe(): Promise<UserRecord | null> {
  return (await api('GET /session')).user;
}

export const meQueryOptions = queryOptions({
  queryKey: accountKeys.me,
  queryFn: getMe,
  staleTime: 5 * 60_000,
  retry: false,
});
