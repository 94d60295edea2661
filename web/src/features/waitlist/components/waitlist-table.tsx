import { DateTime } from '@/components/ui/date-time';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Pagination } from '@/components/ui/pagination';
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHeaderRow,
  TableRow,
  TableSkeletonRows,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { PAGE_SIZE } from '@/lib/paging';
import { useWaitlistPage } from '../api/get-waitlist';

const COLUMNS = ['ID', 'Email', 'Name', 'Created At'];

type WaitlistTableProps = {
  /** The page to show, from 1. */
  page: number;
  onPageChange: (page: number) => void;
};

/** The waiting list, newest first, a page at a time (the server pages, so any length stays fast). */
export function WaitlistTable({ page, onPageChange }: WaitlistTableProps) {
  const waitlist = useWaitlistPage(page);

  if (waitlist.isError) {
    return (
      <LoadErrorAlert
        message="Failed to fetch the waiting list"
        error={waitlist.error}
        onRetry={() => void waitlist.refetch()}
      />
    );
  }

  // While another page loads, the previous one stays, dimmed.
  const isChangingPage = waitlist.isPlaceholderData;
  return (
    <div className="space-y-4">
      {waitlist.isPending && (
        <p role="status" className="sr-only">
          Loading the waiting list...
        </p>
      )}
      <Table
        label="Waiting list"
        aria-busy={waitlist.isPending || isChangingPage}
        className={cn('transition-opacity', isChangingPage && 'opacity-60')}
      >
        <TableHeaderRow columns={COLUMNS} />
        <TableBody>
          {waitlist.isPending ? (
            <TableSkeletonRows columns={COLUMNS.length} rows={10} />
          ) : waitlist.data.items.length === 0 ? (
            <TableEmptyRow columns={COLUMNS.length}>
              {waitlist.data.total === 0 ? 'No one is on the waiting list yet.' : 'No entries on this page.'}
            </TableEmptyRow>
          ) : (
            waitlist.data.items.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="tabular-nums text-slate-600">{entry.id}</TableCell>
                <TableCell>{entry.email}</TableCell>
                <TableCell>{entry.name}</TableCell>
                <TableCell className="whitespace-nowrap text-slate-600">
                  <DateTime value={entry.createdAt} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {waitlist.data && (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={waitlist.data.total}
          itemsLabel="entries"
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
