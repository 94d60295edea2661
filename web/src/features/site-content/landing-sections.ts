import type { SiteTextKey } from './hooks/use-site-texts';

/**
 * The keys that govern a landing-page section (decisions section 4): the section shows when the
 * key's content is `show` (trimmed, any case); anything else, the built-in `hidden` too, hides it.
 * The admin page switches them instead of having 'show' typed; the landing page asks only these.
 */
const LANDING_SECTION_KEYS = [
  'landing.features',
  'landing.how_it_works',
  'landing.testimonials',
  'landing.pricing',
  'landing.footer',
] as const satisfies readonly SiteTextKey[];

export type LandingSectionKey = (typeof LANDING_SECTION_KEYS)[number];

/** What a switched section's key holds. */
export const SHOWN = 'show';
export const HIDDEN = 'hidden';

export function isLandingSectionKey(key: string): key is LandingSectionKey {
  return (LANDING_SECTION_KEYS as readonly string[]).includes(key);
}

/** Whether a governing key's content shows its section. */
export function isShownValue(content: string): boolean {
  return content.trim().toLowerCase() === SHOWN;
}
