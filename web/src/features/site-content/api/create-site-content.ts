import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseSiteContent, type SiteContent } from './get-site-content';
import { storeSavedEntry } from './site-content-cache';

/** POST /api/site-content (admins): 201 with the entry; 409 'An entry with this key already exists'; 422. */
export async function createSiteContent(entry: SiteContent): Promise<SiteContent> {
  return parseSiteContent(await api.post<unknown>('/api/site-content', entry));
}

export function useCreateSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSiteContent,
    onSuccess: (created) => storeSavedEntry(queryClient, created),
  });
}
