import { useCallback } from 'react';
import { useSiteContent, type SiteContent } from '../api/get-site-content';

/** The value of a governing key that reveals the section it governs. */
const SHOW = 'show';

function contentByKey(entries: SiteContent[]): ReadonlyMap<string, string> {
  return new Map(entries.filter((entry) => entry.content.trim() !== '').map((entry) => [entry.key, entry.content]));
}

/**
 * The site's editable texts by key (decisions section 4). Until the texts arrive, or when they
 * cannot be read, every text is its built-in fallback, so pages render at once and never wait.
 */
export function useSiteTexts() {
  const { data: texts } = useSiteContent(contentByKey);

  /** The site's text for `key`, else `fallback`. */
  const text = useCallback((key: string, fallback: string) => texts?.get(key) ?? fallback, [texts]);

  /** Whether the governing `key` is set to 'show' (hidden sections stay hidden otherwise). */
  const isShown = useCallback((key: string) => texts?.get(key)?.trim().toLowerCase() === SHOW, [texts]);

  return { text, isShown };
}
