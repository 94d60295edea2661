import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@/features/auth/api/get-auth-status';
import { api } from '@/lib/api-client';

/** The signed-in user's own details (GET /api/users/me). */
export async function getCurrentUser(): Promise<User> {
  return userSchema.parse(await api.get<unknown>('/api/users/me'));
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['users', 'me'], queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
