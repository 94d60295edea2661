import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from './user';

/** The answer of GET /isSignedIn; `user` is null when signed out. */
export type AuthStatus = { isSignedIn: boolean; user?: User | null };

export async function getAuthStatus(): Promise<AuthStatus> {
  // no-cache: the answer changes with sign-in and sign-out, a cached one would lie.
  const body = await api.get<unknown>('/isSignedIn', { headers: { 'Cache-Control': 'no-cache' } });
  if (typeof body !== 'object' || body === null || !('isSignedIn' in body) || typeof body.isSignedIn !== 'boolean') {
    throw new Error('The sign-in status has no isSignedIn.');
  }
  if (!body.isSignedIn) return { isSignedIn: false, user: null };
  // zod is loaded only to check a signed-in user: a visitor's pages (the landing page first) load
  // no validation library, and a signed-in user's pages load zod anyway (docs/performance.md).
  const { userSchema } = await import('./user');
  return { isSignedIn: true, user: userSchema.nullish().parse('user' in body ? body.user : undefined) };
}

export const authStatusQueryOptions = () =>
  queryOptions({ queryKey: ['auth-status'], queryFn: getAuthStatus });

/**
 * Changes the cached signed-in user at once (e.g. the credits in the account menu), when they are
 * the user `userId` (or whoever is signed in, without it); nothing when no one is.
 */
export function updateSignedInUser(
  queryClient: QueryClient,
  changes: Partial<Pick<User, 'role' | 'status' | 'credits'>>,
  userId?: number,
): void {
  queryClient.setQueryData(authStatusQueryOptions().queryKey, (status) => {
    if (!status?.user || (userId !== undefined && status.user.id !== userId)) return status;
    return { ...status, user: { ...status.user, ...changes } };
  });
}
