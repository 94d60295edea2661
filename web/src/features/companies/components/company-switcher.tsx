import { Link, useNavigate } from 'react-router';
import { ChevronsUpDownIcon, PlusIcon } from '@/components/layouts/app-shell/icons';
import { SidebarText, SidebarTooltip } from '@/components/layouts/app-shell/sidebar';
import { useSidebarCollapsed } from '@/components/layouts/app-shell/sidebar-state';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useCompanySelection } from '../hooks/use-company-selection';

// Collapsed to icons only, the trigger shrinks to its 2rem monogram.
const triggerBoxClasses =
  'flex h-12 w-full items-center gap-2 rounded-lg p-2 text-left group-data-[collapsed=true]/sidebar:size-8 group-data-[collapsed=true]/sidebar:p-0';

const monogramSizes = { md: 'size-8 rounded-lg text-sm', sm: 'size-6 rounded-md text-xs' } as const;

/** The company's initial in a tile, standing in for a logo. */
function Monogram({ name, muted = false, size = 'md' }: { name: string; muted?: boolean; size?: keyof typeof monogramSizes }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center font-semibold',
        monogramSizes[size],
        muted ? 'border border-dashed border-slate-300 text-slate-400' : 'bg-indigo-600 text-white',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * The sidebar's company switcher: the selected company, and a menu listing the user's companies
 * under 'Companies'. Choosing one selects it and opens its content (/content/{id}).
 */
export function CompanySwitcher() {
  const { companiesQuery, selectedCompany, selectCompany } = useCompanySelection();
  const collapsed = useSidebarCollapsed();
  const navigate = useNavigate();

  if (companiesQuery.isPending) {
    return (
      // A placeholder of the trigger's size, so nothing moves when the list arrives. Not a live
      // region: the page's own loading message is the one to announce.
      <div aria-busy="true" className={triggerBoxClasses}>
        <span className="size-8 shrink-0 animate-pulse rounded-lg bg-slate-200" />
        <span className="flex flex-1 flex-col gap-1.5 group-data-[collapsed=true]/sidebar:hidden">
          <span className="h-3 w-24 animate-pulse rounded bg-slate-200" />
          <span className="h-2.5 w-16 animate-pulse rounded bg-slate-100" />
        </span>
        <span className="sr-only">Loading companies...</span>
      </div>
    );
  }

  const companies = companiesQuery.data ?? [];
  const [title, subtitle] = selectedCompany
    ? [selectedCompany.name, selectedCompany.industry]
    : companiesQuery.isError
      ? ['Companies unavailable', 'Open to try again']
      : ['No company yet', 'Add one to begin'];

  return (
    <DropdownMenu>
      <SidebarTooltip label={`Companies: ${title}`}>
        <DropdownMenuTrigger
          // Named by what it shows, after what it is for: the name holds the visible text (WCAG 2.5.3).
          className={cn(
            triggerBoxClasses,
            'outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-600 data-[state=open]:bg-slate-100',
          )}
        >
          <Monogram name={title} muted={!selectedCompany} />
          <SidebarText className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-sm font-semibold text-slate-900">
              <span className="sr-only">Companies:</span> {title}
            </span>{' '}
            <span className="truncate text-xs text-slate-500">{subtitle}</span>
          </SidebarText>
          <ChevronsUpDownIcon className="ml-auto text-slate-500 group-data-[collapsed=true]/sidebar:hidden" />
        </DropdownMenuTrigger>
      </SidebarTooltip>
      <DropdownMenuContent
        side={collapsed ? 'right' : 'bottom'}
        align="start"
        sideOffset={collapsed ? 12 : 4}
        className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
      >
        <DropdownMenuLabel>Companies</DropdownMenuLabel>
        {companiesQuery.isError ? (
          <>
            <p className="px-2 py-1.5 text-sm text-slate-600">Your companies could not be loaded.</p>
            <DropdownMenuItem
              onSelect={() => {
                void companiesQuery.refetch();
              }}
            >
              Try again
            </DropdownMenuItem>
          </>
        ) : companies.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-slate-600">No companies yet</p>
        ) : (
          <DropdownMenuRadioGroup value={selectedCompany ? String(selectedCompany.id) : ''}>
            {companies.map((company) => (
              <DropdownMenuRadioItem
                key={company.id}
                value={String(company.id)}
                onSelect={() => {
                  selectCompany(company);
                  void navigate(`/content/${company.id}`);
                }}
              >
                <Monogram name={company.name} size="sm" />
                <span className="truncate">{company.name}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-md border border-slate-200">
              <PlusIcon />
            </span>
            Add Company
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
