import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { versionSchema, type ContentVersion } from '../types';
import { refreshContent } from './refresh-content';
import { refreshCredits, showNoCreditsOn } from './spent-credits';

/**
 * POST /api/content/versions/{versionId}/sync: version N+1 with its website and pitch content
 * written again from its core messaging, the active one (201, one credit). The texts in the
 * version's `handEdited` are kept unless `replace` names them. 409 when already in line; 402
 * without credits; 429; 502/503 when the writer failed (nothing charged).
 */
export async function syncVersion(versionId: number, replace: readonly string[]): Promise<ContentVersion> {
  return versionSchema.parse(await api.post<unknown>(`/api/content/versions/${versionId}/sync`, { replace }));
}

/** Brings a version's website and pitch in line; pending until the page shows the new version. */
export function useSyncVersion(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, replace }: { versionId: number; replace: readonly string[] }) => syncVersion(versionId, replace),
    onSuccess: () => Promise.all([refreshContent(queryClient, companyId), refreshCredits(queryClient)]),
    onError: (error) => {
      showNoCreditsOn(queryClient, error);
    },
  });
}
