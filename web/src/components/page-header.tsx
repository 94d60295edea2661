import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/document-title';

type PageHeaderProps = {
  /** The page's h1 and tab title. */
  title: string;
  description?: string;
  /** Buttons beside the title, e.g. 'Export CSV'. */
  actions?: ReactNode;
};

/** A page's title, a line about it and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </div>
  );
}
