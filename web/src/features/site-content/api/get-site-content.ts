import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const siteContentSchema = z.object({ key: z.string(), description: z.string(), content: z.string() });

export type SiteContent = z.infer<typeof siteContentSchema>;

/** GET /api/site-content: every site text, sorted by key (public, no sign-in needed). */
export async function getSiteContent(): Promise<SiteContent[]> {
  return z.array(siteContentSchema).parse(await api.get<unknown>('/api/site-content'));
}

export const siteContentQueryOptions = () =>
  queryOptions({ queryKey: ['site-content'], queryFn: getSiteContent });

export function useSiteContent<T = SiteContent[]>(select?: (entries: SiteContent[]) => T) {
  return useQuery({ ...siteContentQueryOptions(), select });
}
