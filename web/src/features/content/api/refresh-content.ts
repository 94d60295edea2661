import type { QueryClient } from '@tanstack/react-query';
import { contentAssetQueryOptions } from './get-content-asset';
import { activeContentQueryOptions } from './get-active-content';
import { objectionSheetQueryOptions } from './get-objection-sheet';
import { versionsQueryOptions } from './get-versions';

/**
 * Reads the company's active version, its versions and its three assets again (after a generation
 * or an activation), into the cache, so that a page showing them, or opened next, has the new ones.
 * Resolves when all five are read; a failed read is left to the page to show.
 */
export async function refreshContent(queryClient: QueryClient, companyId: number): Promise<void> {
  const ignoreFailure = () => undefined;
  await Promise.all([
    queryClient.query({ ...activeContentQueryOptions(companyId), staleTime: 0 }).catch(ignoreFailure),
    queryClient.query({ ...versionsQueryOptions(companyId), staleTime: 0 }).catch(ignoreFailure),
    queryClient.query({ ...contentAssetQueryOptions(companyId, 'website'), staleTime: 0 }).catch(ignoreFailure),
    queryClient.query({ ...contentAssetQueryOptions(companyId, 'pitch'), staleTime: 0 }).catch(ignoreFailure),
    queryClient.query({ ...objectionSheetQueryOptions(companyId), staleTime: 0 }).catch(ignoreFailure),
  ]);
}
