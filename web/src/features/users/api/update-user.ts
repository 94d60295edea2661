import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateSignedInUser } from '@/lib/auth/auth-status';
import { currentUserQueryOptions } from '@/lib/auth/current-user';
import { adminUserSchema, usersQueryOptions, type AdminUser } from './get-users';

export type UserChanges = Partial<Pick<AdminUser, 'role' | 'status' | 'credits'>>;

export type UpdateUserInput = { id: number; changes: UserChanges };

/**
 * PUT /api/users/{id} (admins): the updated user. Approving sends `{status: 'active'}`.
 * 409 when it would leave no active admin; 422 with fieldErrors; 404 'User not found'.
 */
export async function updateUser({ id, changes }: UpdateUserInput): Promise<AdminUser> {
  return adminUserSchema.parse(await api.put<unknown>(`/api/users/${id}`, changes));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (updated) => {
      // Spec section 7: the answer replaces the user's row.
      queryClient.setQueryData(usersQueryOptions().queryKey, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      );
      // An admin who changed their own account sees it at once: credits in the account menu,
      // and the guards act on a new role or status (a demoted admin leaves the admin pages).
      const { role, status, credits } = updated;
      updateSignedInUser(queryClient, { role, status, credits }, updated.id);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey, exact: true });
    },
  });
}
