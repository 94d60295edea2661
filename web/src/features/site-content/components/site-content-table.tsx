import { Button } from '@/components/ui/button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHeaderRow,
  TableRow,
  TableSkeletonRows,
} from '@/components/ui/table';
import { useSiteContent } from '../api/get-site-content';
import { SiteContentDialog } from './site-content-dialog';

const COLUMNS = ['Key', 'Description', 'Content', 'Actions'];

/** Every site text by key, each with an Edit button. */
export function SiteContentTable() {
  const entries = useSiteContent();

  if (entries.isError) {
    return (
      <LoadErrorAlert
        message="Failed to fetch site content"
        error={entries.error}
        onRetry={() => void entries.refetch()}
      />
    );
  }

  return (
    <>
      {entries.isPending && (
        <p role="status" className="sr-only">
          Loading site content...
        </p>
      )}
      <Table label="Site content" aria-busy={entries.isPending} className="min-w-3xl table-fixed">
        <colgroup>
          <col className="w-1/4" />
          <col className="w-1/4" />
          <col className="w-2/5" />
          <col className="w-28" />
        </colgroup>
        <TableHeaderRow columns={COLUMNS} />
        <TableBody>
          {entries.isPending ? (
            <TableSkeletonRows columns={COLUMNS.length} />
          ) : entries.data.length === 0 ? (
            <TableEmptyRow columns={COLUMNS.length}>No site content yet.</TableEmptyRow>
          ) : (
            entries.data.map((entry) => (
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
            ))
          )}
        </TableBody>
      </Table>
    </>
  );
}
