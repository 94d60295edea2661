import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-link';
import { SidebarProvider } from './sidebar-provider';
import {
  Sidebar,
  SidebarGroup,
  SidebarMenuButton,
  SidebarNavList,
  SidebarText,
  SidebarToggleButton,
  SidebarTooltip,
  type SidebarNavGroup,
  type SidebarNavItem,
} from './sidebar';

type AppShellProps = {
  /** The current page's name, shown in the top bar. */
  title: string;
  /** Where the brand mark leads. */
  homePath: string;
  /** Sits under the brand at the top of the sidebar (the company switcher). */
  sidebarHeader?: ReactNode;
  navGroups: SidebarNavGroup[];
  /** Links pinned to the bottom of the sidebar. */
  footerItems?: SidebarNavItem[];
  /** The top bar's right end (the account menu). */
  topBarEnd?: ReactNode;
  children: ReactNode;
};

/** The signed-in frame: a collapsible sidebar, a top bar with the page's title, and the page. */
export function AppShell({ title, homePath, sidebarHeader, navGroups, footerItems, topBarEnd, children }: AppShellProps) {
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <div className="flex min-h-svh w-full bg-slate-50">
        <Sidebar>
          <div className="flex flex-col gap-2 border-b border-slate-200 p-2">
            <SidebarTooltip label="Pitchwise">
              <Link
                to={homePath}
                className="flex h-10 items-center gap-2 rounded-md text-base font-semibold tracking-tight text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
              >
                <BrandMark />
                <SidebarText>Pitchwise</SidebarText>
              </Link>
            </SidebarTooltip>
            {sidebarHeader}
          </div>
          <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col">
            <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overflow-x-hidden p-2">
              {navGroups.map((group) => (
                <SidebarGroup key={group.label} group={group} />
              ))}
            </div>
            {footerItems && footerItems.length > 0 && (
              <SidebarNavList items={footerItems} className="border-t border-slate-200 p-2" />
            )}
          </nav>
        </Sidebar>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-4">
            <SidebarMenuButton />
            <SidebarToggleButton />
            <div aria-hidden="true" className="mx-1 hidden h-5 w-px bg-slate-200 md:block" />
            <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{title}</p>
            {topBarEnd}
          </header>
          <main id="main-content" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
            {children}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
