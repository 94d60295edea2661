import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { versionSchema, type ContentVersion } from '../types';
import { companyContentKey } from './content-keys';

/** The company's active version (GET /api/content/active/{companyId}); 404 'No content has been generated yet.' */
export async function getActiveContent(companyId: number): Promise<ContentVersion> {
  return versionSchema.parse(await api.get<unknown>(`/api/content/active/${companyId}`));
}

export const activeContentQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: [...companyContentKey(companyId), 'active'], queryFn: () => getActiveContent(companyId) });

/** `enabled`: false while the company is not known to have content (nothing to ask for). */
export function useActiveContent(companyId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...activeContentQueryOptions(companyId), enabled });
}
