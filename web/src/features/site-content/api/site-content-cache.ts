import type { QueryClient } from '@tanstack/react-query';
import { siteContentQueryOptions, type SiteContent } from './get-site-content';

/**
 * After a create or edit: the saved entry goes into the site texts at once (sorted by key, as the
 * server answers them), then they are read again, so the admin table and the landing page agree
 * with the server.
 */
export function storeSavedEntry(queryClient: QueryClient, saved: SiteContent): Promise<void> {
  const { queryKey } = siteContentQueryOptions();
  queryClient.setQueryData(queryKey, (entries) =>
    entries
      ?.filter((entry) => entry.key !== saved.key)
      .concat(saved)
      .sort((a, b) => (a.key < b.key ? -1 : 1)),
  );
  return queryClient.invalidateQueries({ queryKey, exact: true });
}
