import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { Pagination } from '@/components/ui/pagination';
import { QueryTable } from '@/components/ui/query-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { toast, toastFailure } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';
import { PAGE_SIZE } from '@/lib/paging';
import { useWaitlistPage, type ListedEntry } from '../api/get-waitlist';
import { useInviteWaitlistEntry } from '../api/invite-waitlist-entry';
import { DeleteWaitlistEntryDialog } from './delete-waitlist-entry-dialog';

const COLUMNS = ['ID', 'Email', 'Name', 'Created At', 'Status', 'Actions'];

// Rows hold buttons; loading rows get the same height, so nothing moves when the list arrives.
const ROW_HEIGHT = 'h-14';

/** Whether the person has an account, and when they were last invited. */
function EntryStatus({ entry }: { entry: ListedEntry }) {
  if (!entry.hasAccount && !entry.invitedAt) return <span className="text-slate-500">Waiting</span>;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {entry.hasAccount && <Badge tone="success">Has an account</Badge>}
      {entry.invitedAt && (
        <span className="whitespace-nowrap text-slate-600">
          <Badge tone="brand">Invited</Badge> <DateTime value={entry.invitedAt} />
        </span>
      )}
    </div>
  );
}

function WaitlistRow({ entry, onDelete }: { entry: ListedEntry; onDelete: () => void }) {
  const invite = useInviteWaitlistEntry();

  function inviteEntry() {
    invite.mutate(entry.id, {
      onSuccess: (invited) => {
        toast({ title: 'Invitation sent', description: `${invited.email} can now sign in.` });
      },
      onError: (error) => {
        toastFailure('Failed to invite', error);
      },
    });
  }

  return (
    <TableRow className={ROW_HEIGHT}>
      <TableCell className="tabular-nums text-slate-600">{entry.id}</TableCell>
      <TableCell>{entry.email}</TableCell>
      <TableCell>{entry.name}</TableCell>
      <TableCell className="whitespace-nowrap text-slate-600">
        <DateTime value={entry.createdAt} />
      </TableCell>
      <TableCell>
        <EntryStatus entry={entry} />
      </TableCell>
      <TableCell>
        <div className="flex gap-2">
          {/* An account is approved on the Users page, not invited. */}
          {!entry.hasAccount && (
            <Button type="button" disabled={invite.isPending} onClick={inviteEntry} className="whitespace-nowrap px-3 py-1.5">
              {invite.isPending ? 'Inviting...' : entry.invitedAt ? 'Invite again' : 'Invite'}{' '}
              <span className="sr-only">{entry.email}</span>
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onDelete} className="px-3 py-1.5">
            Delete <span className="sr-only">{entry.email}</span>
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

type WaitlistTableProps = {
  /** The page to show, from 1. */
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * The waiting list, newest first, a page at a time (the server pages, so any length stays fast);
 * each entry can be invited (a mail with the sign-in link) or deleted.
 */
export function WaitlistTable({ page, onPageChange }: WaitlistTableProps) {
  const waitlist = useWaitlistPage(page);
  const [deleting, setDeleting] = useState<ListedEntry | null>(null);
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
        skeletonRowClassName={ROW_HEIGHT}
        busy={isChangingPage}
        className={cn('transition-opacity', isChangingPage && 'opacity-60')}
        renderRow={(entry) => (
          <WaitlistRow
            key={entry.id}
            entry={entry}
            onDelete={() => {
              setDeleting(entry);
            }}
          />
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
      <DeleteWaitlistEntryDialog
        entry={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </div>
  );
}
