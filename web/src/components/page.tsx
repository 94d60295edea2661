import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/document-title';
import { cn } from '@/lib/cn';

const widthClasses = {
  /** Tables and lists. */
  wide: 'max-w-6xl',
  /** Forms and reading. */
  narrow: 'max-w-3xl',
} as const;

type PageProps = {
  /** The page's h1 and tab title. */
  title: string;
  description?: string;
  /** Buttons beside the title, e.g. 'Export CSV'. */
  actions?: ReactNode;
  width?: keyof typeof widthClasses;
  children: ReactNode;
};

/** A page inside the app shell: its title, a line about it, its main actions, then its content. */
export function Page({ title, description, actions, width = 'wide', children }: PageProps) {
  return (
    <div className={cn('mx-auto w-full space-y-6 px-4 py-8 sm:px-6', widthClasses[width])}>
      <DocumentTitle title={title} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
