import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseSiteContent, type SiteContent } from './get-site-content';
import { storeSavedEntry } from './site-content-cache';

/** PUT /api/site-content/{key} (admins): the updated entry; the key itself never changes. */
export async function updateSiteContent({ key, ...texts }: SiteContent): Promise<SiteContent> {
  return parseSiteContent(await api.put<unknown>(`/api/site-content/${encodeURIComponent(key)}`, texts));
}

export function useUpdateSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteContent,
    onSuccess: (updated) => storeSavedEntry(queryClient, updated),
  });
}
