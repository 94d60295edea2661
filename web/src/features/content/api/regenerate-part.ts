import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { versionSchema, type ContentVersion } from '../types';
import { refreshContent } from './refresh-content';
import { refreshCredits, showNoCreditsOn } from './spent-credits';

/**
 * A part to write again: a text's path (`pitch.pitch30sec`), one value proposition
 * (`website.valuePropositions.2`) or the key points (`pitch.keyPoints`); what should change, if anything.
 */
export type PartRegeneration = { field: string; instruction?: string };

/**
 * POST /api/content/versions/{versionId}/regenerate: version N+1 with the part written anew, the
 * active one (201, one credit). 402 without credits; 422 with `fieldErrors.field` (no such part, or
 * no other wording found: nothing charged) or `fieldErrors.instruction` (over 300 characters); 429;
 * 502/503 when the writer failed (nothing charged).
 */
export async function regeneratePart(versionId: number, part: PartRegeneration): Promise<ContentVersion> {
  return versionSchema.parse(await api.post<unknown>(`/api/content/versions/${versionId}/regenerate`, part));
}

/** Regenerates a part; pending until the page shows the new version. The credits show the one spent. */
export function useRegeneratePart(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, part }: { versionId: number; part: PartRegeneration }) => regeneratePart(versionId, part),
    onSuccess: () => Promise.all([refreshContent(queryClient, companyId), refreshCredits(queryClient)]),
    onError: (error) => {
      showNoCreditsOn(queryClient, error);
    },
  });
}
