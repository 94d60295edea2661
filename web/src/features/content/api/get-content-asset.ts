import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assetSchemas, type AssetType, type ContentAsset } from '../types';
import { companyContentKey } from './content-keys';

/**
 * The active version's website or pitch asset (GET /api/content/assets/{companyId}/{type});
 * 404 when nothing has been generated.
 */
export async function getContentAsset<T extends AssetType>(companyId: number, type: T): Promise<ContentAsset<T>> {
  const body = await api.get<unknown>(`/api/content/assets/${companyId}/${type}`);
  return assetSchemas[type].parse(body) as ContentAsset<T>;
}

export const contentAssetQueryOptions = <T extends AssetType>(companyId: number, type: T) =>
  queryOptions({
    queryKey: [...companyContentKey(companyId), 'assets', type],
    queryFn: () => getContentAsset(companyId, type),
  });

export function useContentAsset<T extends AssetType>(companyId: number, type: T) {
  return useQuery(contentAssetQueryOptions(companyId, type));
}
