import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { coreMessagingSchema, pitchContentSchema, websiteContentSchema } from '../types';

const previewSchema = z.object({
  coreMessaging: coreMessagingSchema,
  website: websiteContentSchema,
  pitch: pitchContentSchema,
  writer: z.string(),
});

export type ContentPreview = z.infer<typeof previewSchema>;

/**
 * POST /api/content/preview: a free preview by the built-in writer over the answers saved so far
 * (new wording each time); nothing is stored and no credit spent. 409 below 25% progress.
 */
export async function getContentPreview(companyId: number): Promise<ContentPreview> {
  return previewSchema.parse(await api.post<unknown>('/api/content/preview', { companyId }));
}

/**
 * Keyed by the completed sections, so completing one asks for a new preview; the previous one
 * stays on screen meanwhile.
 */
export const contentPreviewQueryOptions = (companyId: number, completedSections: readonly string[]) =>
  queryOptions({
    queryKey: ['content-preview', companyId, ...completedSections],
    queryFn: () => getContentPreview(companyId),
    placeholderData: keepPreviousData,
  });

export function useContentPreview(
  companyId: number,
  completedSections: readonly string[],
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...contentPreviewQueryOptions(companyId, completedSections), enabled });
}
