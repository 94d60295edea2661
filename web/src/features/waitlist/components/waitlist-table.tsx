import { DateTime } from '@/components/ui/date-time';
import { Pagination } from '@/components/ui/pagination';
import { QueryTable } from '@/components/ui/query-table';
import { TableCell, TableRow } from '@/components/ui/table';
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
  // While another page loads, the previous one stays, dimmed.
  const isChangingPage = waitlist.isPlaceholderData;
  return (
    <div className="space-y-4">
      <QueryTable
        query={waitlist}
        items={waitlist.data?.items}
        label="Waiting list"
        columns={COLUMNS}
        loadingMessage="Loading the waiting list..."
        errorMessage="Failed to fetch the waiting list"
        emptyMessage={waitlist.data?.total === 0 ? 'No one is on the waiting list yet.' : 'No entries on this page.'}
        skeletonRows={10}
        busy={isChangingPage}
        className={cn('transition-opacity', isChangingPage && 'opacity-60')}
        renderRow={(entry) => (
          <TableRow key={entry.id}>
            <TableCell className="tabular-nums text-slate-600">{entry.id}</TableCell>
            <TableCell>{entry.email}</TableCell>
            <TableCell>{entry.name}</TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">
              <DateTime value={entry.createdAt} />
            </TableCell>
          </TableRow>
        )}
      />
      {waitlist.data && !waitlist.isError && (
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
