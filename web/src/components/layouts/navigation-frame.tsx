import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

/** How many frames a page may take to show its heading (it may still be loading). */
const HEADING_WAIT_FRAMES = 120;

/**
 * Moves focus to the new page's main heading after each in-app navigation, so keyboard and screen
 * reader users start at the top of the page they opened, not on `<body>` or a control that is gone.
 * Without scrolling: where the page stands is `ScrollRestoration`'s to say.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  // The path focus was last moved for: a page loaded from the address bar keeps the browser's own
  // start (also when StrictMode runs the effect twice).
  const focusedFor = useRef(pathname);

  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    let frame = 0;
    let waited = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (waited++ < HEADING_WAIT_FRAMES) {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [pathname]);
}

/**
 * The frame of every route: each navigation opens its page at the top (back and forward return to
 * where the page was) with focus on its heading.
 */
export function NavigationFrame() {
  useFocusOnNavigation();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
