import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authClient } from '@/lib/auth-client';
import { meQueryOptions } from '../api/get-me';
import { accountKeys } from '../api/query-keys';
import { saveUser } from '../api/save-user';
import { AuthContext, type AuthState, type RegisterInput } from '../hooks/use-auth';
import { useRefreshOnSessionEnd } from '../hooks/use-refresh-on-session-end';

/** Every cache but who is signed in: what was fetched for one viewer and not for the next. */
const viewerData = (query: Query) => query.queryKey[0] !== accountKeys.me[0];

/** Holds who is signed in for the whole app: the stored record from GET /api/session. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The specification: a failed read is logged and treated as nobody signed in.
    if (me.isError) console.warn('Could not load the signed-in user:', me.error);
  }, [me.isError, me.error]);
  const user = me.data ?? null;

  useRefreshOnSessionEnd(queryClient);

  const refresh = useCallback(async (): Promise<UserRecord | null> => {
    await queryClient.invalidateQueries({ queryKey: accountKeys.me, refetchType: 'none' });
    try {
      return await queryClient.fetchQuery(meQueryOptions);
    } catch {
      return null;
    }
  }, [queryClient]);

  // Lists fetched for the previous viewer (liked, likedBy, own requests) are stale for the next one.
  const refetchViewerData = useCallback(
    () => queryClient.invalidateQueries({ predicate: viewerData }),
    [queryClient],
  );

  const whileBusy = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const login = useCallback(
    (email: string, password: string) =>
      whileBusy(async () => {
        await authClient.signIn({ email, password });
        const record = await refresh();
        if (!record)
          throw new Error('Signed in, but your account could not be loaded. Please try again.');
        void refetchViewerData();
        return record;
      }),
    [refresh, refetchViewerData, whileBusy],
  );

  const register = useCallback(
    (input: RegisterInput) =>
      whileBusy(async () => {
        await authClient.signUp({
          name: input.name,
          email: input.email,
          password: input.password,
          image: input.image,
        });
        const saved = await saveUser({
          name: input.name,
          email: input.email,
          image: input.image,
        }).catch(() => false);
        const user = await refresh();
        void refetchViewerData();
        return { user, saved };
      }),
    [refresh, refetchViewerData, whileBusy],
  );

  const logout = useCallback(
    () =>
      whileBusy(async () => {
        try {
          await authClient.signOut();
        } finally {
          queryClient.setQueryData(accountKeys.me, null);
          // Nothing fetched for the last person may show for the next one.
          queryClient.removeQueries({ predicate: viewerData });
        }
      }),
    [queryClient, whileBusy],
  );

  const continueWithGoogle = useCallback(
    (returnTo: string) =>
      whileBusy(() =>
        authClient.continueWithGoogle(
          `/join?via=google&redirect=${encodeURIComponent(returnTo)}`,
          '/join?via=google',
        ),
      ),
    [whileBusy],
  );

  const value = useMemo<AuthState>(
    () => ({
      loading: me.isPending || busy,
      user,
      role: user?.role ?? null,
      badge: user?.badge ?? null,
      login,
      register,
      logout,
      continueWithGoogle,
      refresh,
    }),
    [me.isPending, busy, user, login, register, logout, continueWithGoogle, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
