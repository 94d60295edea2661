import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A site text (decisions section 4). */
export type SiteContent = { key: string; description: string; content: string };

/**
 * Checks one entry of an answer, keeping its three fields. By hand, not with zod: the landing page
 * reads the site texts, and loads no validation library (docs/performance.md).
 */
export function parseSiteContent(value: unknown): SiteContent {
  if (typeof value === 'object' && value !== null) {
    const { key, description, content } = value as Partial<Record<keyof SiteContent, unknown>>;
    if (typeof key === 'string' && typeof description === 'string' && typeof content === 'string') {
      return { key, description, content };
    }
  }
  throw new Error('A site text in the answer is not {key, description, content}.');
}

/** GET /api/site-content: every site text, sorted by key (public, no sign-in needed). */
export async function getSiteContent(): Promise<SiteContent[]> {
  const entries = await api.get<unknown>('/api/site-content');
  if (!Array.isArray(entries)) throw new Error('The site texts are not a list.');
  return entries.map(parseSiteContent);
}

export const siteContentQueryOptions = () =>
  queryOptions({ queryKey: ['site-content'], queryFn: getSiteContent });

export function useSiteContent<T = SiteContent[]>(select?: (entries: SiteContent[]) => T) {
  return useQuery({ ...siteContentQueryOptions(), select });
}
