import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema, type User } from './user';

/** The signed-in user's own details (GET /api/users/me). */
export async function getCurrentUser(): Promise<User> {
  return userSchema.parse(await api.get<unknown>('/api/users/me'));
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['users', 'me'], queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
