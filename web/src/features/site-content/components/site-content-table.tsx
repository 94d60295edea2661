import { Button } from '@/components/ui/button';
import { QueryTable } from '@/components/ui/query-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { useSiteContent } from '../api/get-site-content';
import { SiteContentDialog } from './site-content-dialog';

const COLUMNS = ['Key', 'Description', 'Content', 'Actions'];

/** Every site text by key, each with an Edit button. */
export function SiteContentTable() {
  const entries = useSiteContent();
  return (
    <QueryTable
      query={entries}
      items={entries.data}
      label="Site content"
      columns={COLUMNS}
      loadingMessage="Loading site content..."
      errorMessage="Failed to fetch site content"
      emptyMessage="No site content yet."
      className="min-w-3xl table-fixed"
      colgroup={
        <colgroup>
          <col className="w-1/4" />
          <col className="w-1/4" />
          <col className="w-2/5" />
          <col className="w-28" />
        </colgroup>
      }
      renderRow={(entry) => (
        <TableRow key={entry.key} className="align-top">
          <TableCell className="break-all align-top font-mono text-slate-900">{entry.key}</TableCell>
          <TableCell className="break-words align-top text-slate-600">{entry.description}</TableCell>
          <TableCell className="align-top">
            <p className="line-clamp-3 whitespace-pre-line break-words">{entry.content}</p>
          </TableCell>
          <TableCell className="align-top">
            <SiteContentDialog
              entry={entry}
              trigger={
                <Button type="button" variant="outline" className="px-3 py-1.5">
                  Edit <span className="sr-only">{entry.key}</span>
                </Button>
              }
            />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
