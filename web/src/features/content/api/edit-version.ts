import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { versionSchema, type ContentVersion } from '../types';
import { refreshContent } from './refresh-content';

/**
 * One text put in: its field's path (`website.headline`, `pitch.keyPoints.1`) and the new text,
 * written by hand, or (`origin: 'variant'`) option `option` (from 1) of those the writer offered.
 */
export type TextEdit = { field: string; value: string; origin?: 'variant'; option?: number };

/**
 * POST /api/content/versions/{versionId}/edit: version N+1 with the text, the active one (201, no
 * credit); 422 with `fieldErrors.value` for an empty or far too long text.
 */
export async function editVersion(versionId: number, edit: TextEdit): Promise<ContentVersion> {
  return versionSchema.parse(await api.post<unknown>(`/api/content/versions/${versionId}/edit`, edit));
}

/** Saves an edit; pending until the page shows the new version (its texts read again). */
export function useEditVersion(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, edit }: { versionId: number; edit: TextEdit }) => editVersion(versionId, edit),
    onSuccess: () => refreshContent(queryClient, companyId),
  });
}
