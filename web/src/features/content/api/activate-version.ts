import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { versionSchema, type ContentVersion } from '../types';
import { refreshContent } from './refresh-content';

/** POST /api/content/versions/{versionId}/activate: the version, now the only active one. */
export async function activateVersion(versionId: number): Promise<ContentVersion> {
  // A body-less POST still sends JSON (the server wants the JSON content type).
  return versionSchema.parse(await api.post<unknown>(`/api/content/versions/${versionId}/activate`, {}));
}

/** Activates a version; pending until the page's texts are that version's (active, versions and assets read again). */
export function useActivateVersion(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateVersion,
    onSuccess: () => refreshContent(queryClient, companyId),
  });
}
