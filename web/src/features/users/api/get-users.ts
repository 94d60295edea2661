import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema } from '@/lib/auth/user';
import { z } from '@/lib/zod';

/**
 * A user as the admin list answers it: the account, whether its email is verified, and whether
 * ADMIN_EMAILS makes it an admin (then only the configuration changes its role and status).
 */
export const adminUserSchema = userSchema.extend({
  isVerified: z.boolean(),
  createdAt: z.string(),
  adminByConfiguration: z.boolean(),
});

export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/users (admins): every user, oldest account first. */
export async function getUsers(): Promise<AdminUser[]> {
  return z.array(adminUserSchema).parse(await api.get<unknown>('/api/users'));
}

// Under 'users' beside ['users', 'me'], but its own key: changing the list leaves "me" alone.
export const usersQueryOptions = () => queryOptions({ queryKey: ['users', 'list'], queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
