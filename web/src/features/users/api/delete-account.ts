import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/users/me: 204 once the account and everything of it (companies, interviews, content,
 * sessions in every browser) is gone; 409 for the last active admin.
 */
export async function deleteAccount(): Promise<void> {
  await api.delete('/api/users/me');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
