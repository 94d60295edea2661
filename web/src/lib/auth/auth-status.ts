import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  /** Display name from the sign-in provider. */
  name: z.string(),
  email: z.string(),
  credits: z.number(),
  status: z.enum(['waitlist', 'active', 'inactive']),
  role: z.enum(['user', 'admin']),
  avatar: z.string().nullish(),
  cobaltId: z.string(),
});

export type User = z.infer<typeof userSchema>;
export type Role = User['role'];

const authStatusSchema = z.object({
  isSignedIn: z.boolean(),
  user: userSchema.nullish(),
});

export type AuthStatus = z.infer<typeof authStatusSchema>;

export async function getAuthStatus(): Promise<AuthStatus> {
  // no-cache: the answer changes with sign-in and sign-out, a cached one would lie.
  const body = await api.get<unknown>('/isSignedIn', { headers: { 'Cache-Control': 'no-cache' } });
  return authStatusSchema.parse(body);
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
