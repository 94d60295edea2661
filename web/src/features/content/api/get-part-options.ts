import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { showCredits, showNoCreditsOn } from './spent-credits';

const partOptionsSchema = z.object({
  /** Three texts (fewer only when the built-in writer found no more that say something new). */
  options: z.array(z.string()),
  creditsRemaining: z.number(),
});

export type PartOptions = z.infer<typeof partOptionsSchema>;

/**
 * POST /api/content/versions/{versionId}/variants: three new wordings of a part of OPTION_FIELDS
 * (one credit; nothing stored: choosing one is an edit with origin 'variant'). 402 without credits;
 * 422 with `fieldErrors.field` when no other wording was found (nothing charged); 429; 502/503.
 */
export async function getPartOptions(versionId: number, field: string): Promise<PartOptions> {
  return partOptionsSchema.parse(await api.post<unknown>(`/api/content/versions/${versionId}/variants`, { field }));
}

/** Asks for a part's options; the credits show the one spent at once. */
export function useGetPartOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, field }: { versionId: number; field: string }) => getPartOptions(versionId, field),
    onSuccess: ({ creditsRemaining }) => {
      showCredits(queryClient, creditsRemaining);
    },
    onError: (error) => {
      showNoCreditsOn(queryClient, error);
    },
  });
}
