import { useId, useState, type ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { MenuIcon, PanelLeftIcon, type Icon } from './icons';
import { SidebarCollapsedContext, useSidebar, useSidebarCollapsed } from './sidebar-state';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The sidebar frame. Desktop (768 px and up): a fixed column, 16rem or 3rem (icons only) wide,
 * with an in-flow spacer of the same width so the page never slides under it. Below 768 px: a
 * sheet (18rem) opened from the top bar's menu button. `children` fill either.
 */
export function Sidebar({ children }: { children: ReactNode }) {
  const { expanded, mobileOpen, setMobileOpen } = useSidebar();

  return (
    <>
      <div className="group/sidebar hidden shrink-0 md:block" data-collapsed={!expanded}>
        <div
          aria-hidden="true"
          className="h-full w-64 transition-[width] duration-200 ease-out motion-reduce:transition-none group-data-[collapsed=true]/sidebar:w-12"
        />
        <aside
          id={SIDEBAR_ID}
          aria-label="Sidebar"
          className="fixed inset-y-0 left-0 z-30 flex h-svh w-64 flex-col overflow-hidden border-r border-slate-200 bg-white transition-[width] duration-200 ease-out motion-reduce:transition-none group-data-[collapsed=true]/sidebar:w-12"
        >
          <SidebarCollapsedContext value={!expanded}>{children}</SidebarCollapsedContext>
        </aside>
      </div>
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent aria-describedby={undefined} className="w-72 max-w-[calc(100vw-3rem)] md:hidden">
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          {children}
        </SheetContent>
      </Sheet>
    </>
  );
}

/** Names the collapsed sidebar's icon-only controls on hover and focus; does nothing when expanded. */
export function SidebarTooltip({ label, children }: { label: string; children: ReactNode }) {
  const collapsed = useSidebarCollapsed();
  const [open, setOpen] = useState(false);
  return (
    <Tooltip open={collapsed && open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** Text that the collapsed sidebar hides visually (screen readers still read it). */
export function SidebarText({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={cn('truncate group-data-[collapsed=true]/sidebar:sr-only', className)}>{children}</span>;
}

export type SidebarNavItem = {
  label: string;
  icon: Icon;
  /** Where the link goes; without it the link shows disabled and `disabledHint` says why. */
  to?: string;
  disabledHint?: string;
  /** The route pattern (matched as a prefix) under which the link counts as the current page; `to` by default. */
  activePath?: string;
};

const itemClasses =
  'flex h-8 w-full items-center gap-2 rounded-md px-2 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none';

function SidebarNavLink({ item }: { item: SidebarNavItem }) {
  const { pathname } = useLocation();
  const hintId = useId();
  const { label, icon: ItemIcon, to, disabledHint, activePath } = item;

  if (to === undefined) {
    const tooltip = disabledHint ? `${label}: ${disabledHint}` : label;
    return (
      <>
        <SidebarTooltip label={tooltip}>
          {/* Focusable, so keyboard and screen-reader users learn the link exists, is unavailable, and why. */}
          <span
            role="link"
            aria-disabled="true"
            aria-describedby={disabledHint ? hintId : undefined}
            tabIndex={0}
            className={cn(itemClasses, 'cursor-not-allowed text-slate-400')}
          >
            <ItemIcon />
            <SidebarText>{label}</SidebarText>
          </span>
        </SidebarTooltip>
        {/* Hidden, yet a description still reads it. */}
        {disabledHint && (
          <span id={hintId} hidden>
            {disabledHint}
          </span>
        )}
      </>
    );
  }

  const active = matchPath({ path: activePath ?? to, end: false }, pathname) !== null;
  return (
    <SidebarTooltip label={label}>
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        className={cn(
          itemClasses,
          active
            ? 'bg-indigo-50 font-medium text-indigo-700'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <ItemIcon />
        <SidebarText>{label}</SidebarText>
      </Link>
    </SidebarTooltip>
  );
}

export function SidebarNavList({ items, className }: { items: SidebarNavItem[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-0.5', className)}>
      {items.map((item) => (
        <li key={item.label}>
          <SidebarNavLink item={item} />
        </li>
      ))}
    </ul>
  );
}

export type SidebarNavGroup = { label: string; items: SidebarNavItem[] };

/** A labelled group of links; collapsed, the label is read but not shown. */
export function SidebarGroup({ group }: { group: SidebarNavGroup }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1">
      <div
        id={labelId}
        className="flex h-8 items-center px-2 text-xs font-semibold tracking-wide text-slate-500 group-data-[collapsed=true]/sidebar:sr-only"
      >
        {group.label}
      </div>
      <SidebarNavList items={group.items} />
    </div>
  );
}

const topBarButtonClasses =
  'size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** The top bar's desktop toggle between the full sidebar and icons only (also Ctrl/Cmd+B). */
export function SidebarToggleButton() {
  const { expanded, toggle } = useSidebar();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label="Toggle sidebar"
          aria-expanded={expanded}
          aria-controls={SIDEBAR_ID}
          aria-keyshortcuts="Control+B Meta+B"
          onClick={toggle}
          className={cn(topBarButtonClasses, 'hidden md:inline-flex')}
        >
          <PanelLeftIcon />
        </button>
      </TooltipTrigger>
      <TooltipContent side="bottom">Toggle sidebar (Ctrl+B)</TooltipContent>
    </Tooltip>
  );
}

/** The top bar's menu button below 768 px: opens the sidebar as a sheet. */
export function SidebarMenuButton() {
  const { mobileOpen, setMobileOpen } = useSidebar();
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={mobileOpen}
      onClick={() => {
        setMobileOpen(true);
      }}
      className={cn(topBarButtonClasses, '-ml-1.5 inline-flex md:hidden')}
    >
      <MenuIcon />
    </button>
  );
}
