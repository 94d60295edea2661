import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFoundError } from '@/lib/api-client';
import type { ContentAsset } from '../types';
import { assetQueryKey, getContentAsset, type AssetQueryOptions } from './get-content-asset';

/** What stands for the sheet of a version written before sheets existed: the server's words saying so. */
export type MissingObjectionSheet = { missing: string };

export type ObjectionSheetAnswer = ContentAsset<'objections'> | MissingObjectionSheet;

/**
 * The objection sheet of the active version, or of the version `versionId` when given. Its 404 is
 * an answer, not a failure: the version was written before sheets existed, and the server's message
 * says so and what to do. Cached as an answer, it is not asked for again each time it is shown.
 */
export async function getObjectionSheet(companyId: number, versionId?: number): Promise<ObjectionSheetAnswer> {
  try {
    return await getContentAsset(companyId, 'objections', versionId);
  } catch (error) {
    if (isNotFoundError(error)) return { missing: error.message };
    throw error;
  }
}

export const objectionSheetQueryOptions = (companyId: number, versionId?: number) =>
  queryOptions({
    queryKey: assetQueryKey(companyId, 'objections', versionId),
    queryFn: () => getObjectionSheet(companyId, versionId),
  });

export function useObjectionSheet(companyId: number, { versionId, enabled = true }: AssetQueryOptions = {}) {
  return useQuery({ ...objectionSheetQueryOptions(companyId, versionId), enabled });
}
