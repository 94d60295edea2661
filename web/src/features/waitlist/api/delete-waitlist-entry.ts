import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/waitlist/{id} (admins): 204; 404 when there is no such entry. */
export async function deleteWaitlistEntry(id: number): Promise<void> {
  await api.delete(`/api/waitlist/${id}`);
}

export function useDeleteWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWaitlistEntry,
    // Every page after the entry moves up one, and the total changes: read the pages again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['waitlist', 'page'] }),
  });
}
