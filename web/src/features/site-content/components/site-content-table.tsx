import { Button } from '@/components/ui/button';
import { QueryTable, type TableColumn } from '@/components/ui/query-table';
import { useSiteContent, type SiteContent } from '../api/get-site-content';
import { isLandingSectionKey } from '../landing-sections';
import { SectionToggle } from './section-switch';
import { SiteContentDialog } from './site-content-dialog';

const COLUMNS: readonly TableColumn<SiteContent>[] = [
  { header: 'Key', cell: (entry) => entry.key, card: 'title', className: 'break-all align-top font-mono text-slate-900' },
  { header: 'Description', cell: (entry) => entry.description, className: 'break-words align-top text-slate-600' },
  {
    header: 'Content',
    cell: (entry) =>
      isLandingSectionKey(entry.key) ? (
        <SectionToggle entry={entry} />
      ) : (
        <p className="line-clamp-3 whitespace-pre-line break-words">{entry.content}</p>
      ),
    className: 'align-top',
  },
  {
    header: 'Actions',
    cell: (entry) => (
      <SiteContentDialog
        entry={entry}
        trigger={
          <Button type="button" variant="outline" className="px-3 py-1.5">
            Edit <span className="sr-only">{entry.key}</span>
          </Button>
        }
      />
    ),
    card: 'actions',
    className: 'align-top',
  },
];

/** Every site text by key, each with an Edit button; the keys of landing sections with a switch. */
export function SiteContentTable() {
  const entries = useSiteContent();
  return (
    <QueryTable
      query={entries}
      items={entries.data}
      columns={COLUMNS}
      rowKey={(entry) => entry.key}
      label="Site content"
      loadingMessage="Loading site content..."
      errorMessage="Failed to fetch site content"
      emptyMessage="No site content yet."
      className="sm:min-w-3xl sm:table-fixed"
      colgroup={
        <colgroup>
          <col className="w-1/4" />
          <col className="w-1/4" />
          <col className="w-2/5" />
          <col className="w-28" />
        </colgroup>
      }
    />
  );
}
