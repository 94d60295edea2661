import { useCallback } from 'react';
import { useSiteContent, type SiteContent } from '../api/get-site-content';
import { isShownValue, type LandingSectionKey } from '../landing-sections';
import builtInTexts from '../site-texts.json';

/**
 * A key of a text the app reads. Each has a description and its built-in content in
 * `site-texts.json`, which the server also adds to the site content at start-up.
 */
export type SiteTextKey = keyof typeof builtInTexts;

/** The text `key` has when the site content cannot be read (also its content on a fresh database). */
export function builtInText(key: SiteTextKey): string {
  return builtInTexts[key].content;
}

function contentByKey(entries: SiteContent[]): ReadonlyMap<string, string> {
  return new Map(entries.filter((entry) => entry.content.trim() !== '').map((entry) => [entry.key, entry.content]));
}

/**
 * The site's editable texts by key (decisions section 4). Until the texts arrive, or when they
 * cannot be read, every text is its built-in one, so pages render at once and never wait.
 */
export function useSiteTexts() {
  const { data: texts } = useSiteContent(contentByKey);

  /** The site's text for `key`, else the built-in one. */
  const text = useCallback((key: SiteTextKey) => texts?.get(key) ?? builtInText(key), [texts]);

  /** Whether the governing `key` is set to 'show' (hidden sections stay hidden otherwise). */
  const isShown = useCallback((key: LandingSectionKey) => isShownValue(text(key)), [text]);

  return { text, isShown };
}
