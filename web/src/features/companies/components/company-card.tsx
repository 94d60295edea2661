import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useSelectedCompany } from '@/lib/company/company-store';
import type { Company } from '@/lib/company/types';
import { preloadEditCompanyForm } from './load-edit-company-form';

/** 'Jan 5, 2025' (spec section 2), in the viewer's time zone. */
const createdDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function formatCreatedDate(createdAt: string): string {
  return createdDate.format(new Date(createdAt));
}

/** The card's frame; the loading placeholder uses it too, so both are exactly the same size. */
const cardClasses = 'flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

/** A company whose Edit or Delete was chosen, and its card's menu button (where focus returns when the dialog closes). */
export type CompanyAction = { company: Company; menuButton: HTMLElement | null };

type CompanyCardProps = {
  company: Company;
  onEdit: (action: CompanyAction) => void;
  onDelete: (action: CompanyAction) => void;
};

/** One company of the dashboard: its data, an Edit/Delete menu, 'Continue Interview' and, once it has content, 'View content'. */
export function CompanyCard({ company, onEdit, onDelete }: CompanyCardProps) {
  const navigate = useNavigate();
  const { selectCompany } = useSelectedCompany();
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <article aria-labelledby={`company-${company.id}-name`} className={cardClasses}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`company-${company.id}-name`} className="truncate text-lg font-semibold text-slate-900">
            {company.name}
          </h3>
          <p className="truncate text-sm font-medium text-indigo-700">{company.industry}</p>
        </div>
        {/* Non-modal: the dialogs it opens manage focus and pointer events themselves. */}
        <DropdownMenu
          modal={false}
          onOpenChange={(open) => {
            if (open) preloadEditCompanyForm();
          }}
        >
          <DropdownMenuTrigger
            ref={menuButton}
            aria-label={`Actions for ${company.name}`}
            className="-mr-2 -mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              <circle cx="10" cy="4" r="1.6" />
              <circle cx="10" cy="10" r="1.6" />
              <circle cx="10" cy="16" r="1.6" />
            </svg>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem
              onSelect={() => {
                onEdit({ company, menuButton: menuButton.current });
              }}
            >
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem
              tone="danger"
              onSelect={() => {
                onDelete({ company, menuButton: menuButton.current });
              }}
            >
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="mt-3 line-clamp-2 min-h-10 break-words text-sm text-slate-600">{company.description}</p>
      <p className="mt-4 text-xs text-slate-500">
        Created <time dateTime={company.createdAt}>{formatCreatedDate(company.createdAt)}</time>
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <Button
          onClick={() => {
            selectCompany(company);
            void navigate(`/interview/${company.id}/heuristics`);
          }}
        >
          Continue Interview
        </Button>
        {company.hasContent && (
          <Button
            variant="outline"
            onClick={() => {
              selectCompany(company);
              void navigate(`/content/${company.id}`);
            }}
          >
            View content
          </Button>
        )}
      </div>
    </article>
  );
}

/** A grey stand-in of a company card's exact size (same frame, same line heights), shown while the list loads. */
export function CompanyCardPlaceholder() {
  const bar = 'rounded bg-slate-200';
  return (
    <div aria-hidden="true" className={cn(cardClasses, 'animate-pulse motion-reduce:animate-none')}>
      <div className="flex h-7 items-center">
        <div className={cn(bar, 'h-5 w-2/3')} />
      </div>
      <div className="flex h-5 items-center">
        <div className={cn(bar, 'h-3.5 w-1/3')} />
      </div>
      <div className="mt-3 flex h-10 flex-col justify-around">
        <div className={cn(bar, 'h-3.5')} />
        <div className={cn(bar, 'h-3.5 w-4/5')} />
      </div>
      <div className="mt-4 flex h-4 items-center">
        <div className={cn(bar, 'h-3 w-28')} />
      </div>
      <div className="mt-4 h-9 rounded-md bg-slate-200" />
    </div>
  );
}
