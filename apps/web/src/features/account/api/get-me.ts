import { queryOptions } from '@tanstack/react-query';
import type { Session, UserRecord } from '@messmate/shared/schemas/user';
import { api } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/**
 * The stored record of whoever is signed in, or null for a visitor. GET /api/session
 * answers visitors with null rather than /users/me's 401, so no page logs a failed request.
 */
export async function getMe(): Promise<UserRecord | null> {
  return (await api.get<Session>('/session')).user;
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: 5 * 60_000,
  retry: false,
});
