import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetSchemas, type AssetType, type ContentAsset } from '../types';
import { companyContentKey } from './content-keys';

/**
 * An asset (website, pitch or objection sheet) of the active version, or of the version `versionId`
 * when given (GET /api/content/assets/{companyId}/{type}?versionId=); 404 when nothing has been
 * generated or the company has no such version (or, for a sheet, the version has none).
 */
export async function getContentAsset<T extends AssetType>(
  companyId: number,
  type: T,
  versionId?: number,
): Promise<ContentAsset<T>> {
  const query = versionId === undefined ? '' : `?versionId=${versionId}`;
  const body = await api.get<unknown>(`/api/content/assets/${companyId}/${type}${query}`);
  return assetSchemas[type].parse(body) as ContentAsset<T>;
}

/** The active version's asset; with `versionId`, that version's (cached apart: activating changes the active one only). */
export const assetQueryKey = (companyId: number, type: AssetType, versionId?: number) =>
  [...companyContentKey(companyId), 'assets', type, ...(versionId === undefined ? [] : [versionId])] as const;

export const contentAssetQueryOptions = <T extends AssetType>(companyId: number, type: T, versionId?: number) =>
  queryOptions({
    queryKey: assetQueryKey(companyId, type, versionId),
    queryFn: () => getContentAsset(companyId, type, versionId),
  });

export type AssetQueryOptions = {
  /** A version to read instead of the active one. */
  versionId?: number;
  /** False while the company is not known to have content. */
  enabled?: boolean;
};

export function useContentAsset<T extends AssetType>(companyId: number, type: T, { versionId, enabled = true }: AssetQueryOptions = {}) {
  return useQuery({ ...contentAssetQueryOptions(companyId, type, versionId), enabled });
}
