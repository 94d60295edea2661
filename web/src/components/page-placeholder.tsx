import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/document-title';

/** Stand-in for a screen that a later change builds: its title and a line of text. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-4 space-y-4 text-slate-600">{children ?? <p>This screen is not built yet.</p>}</div>
    </div>
  );
}
