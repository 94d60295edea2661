import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const siteContentSchema = z.array(z.object({ key: z.string(), description: z.string(), content: z.string() }));

export type SiteContent = z.infer<typeof siteContentSchema>[number];

/** GET /api/site-content: every site text (public, no sign-in needed). */
export async function getSiteContent(): Promise<SiteContent[]> {
  return siteContentSchema.parse(await api.get<unknown>('/api/site-content'));
}

export const siteContentQueryOptions = () =>
  queryOptions({ queryKey: ['site-content'], queryFn: getSiteContent });

export function useSiteContent<T = SiteContent[]>(select?: (entries: SiteContent[]) => T) {
  return useQuery({ ...siteContentQueryOptions(), select });
}
