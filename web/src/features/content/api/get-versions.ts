import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { versionSchema, type ContentVersion } from '../types';
import { companyContentKey } from './content-keys';

/** Every version of the company's content, newest first (GET /api/content/versions/{companyId}). */
export async function getVersions(companyId: number): Promise<ContentVersion[]> {
  const versions = z.array(versionSchema).parse(await api.get<unknown>(`/api/content/versions/${companyId}`));
  return versions.sort((a, b) => b.versionNumber - a.versionNumber);
}

export const versionsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: [...companyContentKey(companyId), 'versions'], queryFn: () => getVersions(companyId) });

/** `enabled`: false while the company is not known to have content. */
export function useVersions(companyId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...versionsQueryOptions(companyId), enabled });
}
