import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { authStatusQueryOptions } from './auth-status';
import { AuthContext, type AuthState } from './use-auth';

/** Checks the sign-in status once on load and shares it with the app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, error, isError, isFetching, refetch } = useQuery(authStatusQueryOptions());

  useEffect(() => {
    if (error) console.error('Could not check the sign-in status; treating the visitor as signed out.', error);
  }, [error]);

  const value = useMemo<AuthState>(() => {
    // A failed check (including a malformed answer) counts as signed out with no user.
    const status = isError ? { isSignedIn: false, user: null } : data;
    return {
      isSignedIn: status?.isSignedIn,
      user: status?.isSignedIn ? (status.user ?? null) : null,
      loading: isFetching,
      refresh: async () => {
        await refetch();
      },
    };
  }, [data, isError, isFetching, refetch]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
