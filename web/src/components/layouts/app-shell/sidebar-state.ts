// The sidebar's state (spec section 9): expanded or collapsed on desktop, kept in a cookie for
// 7 days; below 768 px it is a sheet that opens on demand.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
/** Tailwind's `md` breakpoint: the CSS and this query agree on where the sheet takes over. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** The desktop choice kept in the cookie: expanded unless the user collapsed it. */
export function readSidebarCookie(): boolean {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false';
}

export function writeSidebarCookie(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${String(expanded)}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

function subscribeToMobileQuery(onChange: () => void): () => void {
  // jsdom (tests) has no matchMedia: there the screen counts as desktop.
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** True below 768 px, following window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeToMobileQuery, isMobileNow, () => false);
}

export type SidebarState = {
  /** The desktop sidebar shows labels (16rem) rather than icons only (3rem). */
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  /** The mobile sheet is open. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  isMobile: boolean;
  /** What Ctrl/Cmd+B and the toggle button do: the sheet on mobile, the width on desktop. */
  toggle: () => void;
};

export const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside <SidebarProvider>.');
  return state;
}

/**
 * Closes the phone's menu sheet; nothing outside the app shell. For a page that holds a navigation
 * to ask first: the question must not open with the sheet still over the page.
 */
export function useCloseMobileSidebar(): () => void {
  const setMobileOpen = useContext(SidebarContext)?.setMobileOpen;
  return useCallback(() => {
    setMobileOpen?.(false);
  }, [setMobileOpen]);
}

/**
 * True inside the desktop sidebar while it shows icons only (never inside the mobile sheet):
 * its items then hide their text visually and name themselves in a tooltip.
 */
export const SidebarCollapsedContext = createContext(false);

export function useSidebarCollapsed(): boolean {
  return useContext(SidebarCollapsedContext);
}
