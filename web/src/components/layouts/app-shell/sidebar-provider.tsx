import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { readSidebarCookie, SidebarContext, useIsMobile, writeSidebarCookie, type SidebarState } from './sidebar-state';

/** Holds the sidebar's state, answers Ctrl/Cmd+B and provides the collapsed icons' tooltips. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  // Read synchronously on the first render, so a reload shows the kept state with no flash.
  const [expanded, setExpandedState] = useState(readSidebarCookie);
  // The sheet belongs to the location it was opened on: any navigation (a link, the company
  // switcher, the account menu) closes it without an effect.
  const location = useLocation();
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const mobileOpen = isMobile && mobileOpenAt === location.key;

  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    writeSidebarCookie(value);
  }, []);
  const setMobileOpen = useCallback(
    (open: boolean) => {
      setMobileOpenAt(open ? location.key : null);
    },
    [location.key],
  );
  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen(!mobileOpen);
    else setExpanded(!expanded);
  }, [isMobile, mobileOpen, expanded, setMobileOpen, setExpanded]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) {
        return;
      }
      // Browsers bind Ctrl/Cmd+B to bookmarks; inside the app it toggles the sidebar.
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [toggle]);

  const state = useMemo<SidebarState>(
    () => ({ expanded, setExpanded, mobileOpen, setMobileOpen, isMobile, toggle }),
    [expanded, setExpanded, mobileOpen, setMobileOpen, isMobile, toggle],
  );

  return (
    <SidebarContext value={state}>
      {/* Spec section 9: tooltips open at once (default 700 ms), moving between them within 300 ms skips the delay. */}
      <TooltipProvider delayDuration={0} skipDelayDuration={300}>
        {children}
      </TooltipProvider>
    </SidebarContext>
  );
}
