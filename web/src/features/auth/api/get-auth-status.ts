import { queryOptions } from '@tanstack/react-query';
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
