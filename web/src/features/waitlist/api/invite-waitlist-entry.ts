import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listedEntrySchema, updateLoadedEntries, type ListedEntry } from './get-waitlist';

/**
 * POST /api/waitlist/{id}/invite (admins): mails the person the sign-in link and answers the entry
 * with its new `invitedAt` (again allowed). 409 when the address has an account; 404 unknown.
 */
export async function inviteWaitlistEntry(id: number): Promise<ListedEntry> {
  return listedEntrySchema.parse(await api.post<unknown>(`/api/waitlist/${id}/invite`));
}

export function useInviteWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteWaitlistEntry,
    onSuccess: (invited) => {
      // The answer replaces the entry wherever a loaded page shows it.
      updateLoadedEntries(queryClient, (entry) => (entry.id === invited.id ? invited : entry));
    },
  });
}
