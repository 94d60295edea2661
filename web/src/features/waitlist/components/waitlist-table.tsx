import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ComponentType } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { Pagination } from '@/components/ui/pagination';
import { QueryTable, type TableColumn } from '@/components/ui/query-table';
import { toast, toastFailure } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';
import { PAGE_SIZE } from '@/lib/paging';
import { updateLoadedEntries, useWaitlistPage, type EntryAccount, type ListedEntry } from '../api/get-waitlist';
import { useInviteWaitlistEntry } from '../api/invite-waitlist-entry';
import { DeleteWaitlistEntryDialog } from './delete-waitlist-entry-dialog';

/** What the button that approves an entry's waitlisted account gets. */
type ApproveAccountProps = {
  userId: number;
  /** Who is approved, for screen readers. */
  name: string;
  /** The account as the approval left it. */
  onApproved: (account: EntryAccount) => void;
};

// Rows hold buttons; loading rows get the same height, so nothing moves when the list arrives.
// (On a phone a row is a card as high as its contents.)
const ROW_HEIGHT = 'sm:h-14';

const accountTones: Record<EntryAccount['status'], BadgeTone> = {
  waitlist: 'warning',
  active: 'success',
  inactive: 'neutral',
};

const accountStatusLabels: Record<EntryAccount['status'], string> = {
  waitlist: 'Awaiting approval',
  active: 'Active',
  inactive: 'Inactive',
};

/** Whether the person has an account (and its status), and when they were last invited. */
function EntryStatus({ entry: { account, invitedAt } }: { entry: ListedEntry }) {
  if (!account && !invitedAt) return <span className="text-slate-500">Waiting</span>;
  // Each part keeps its words together; the parts wrap, so a phone's narrow card holds them.
  return (
    <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 whitespace-nowrap text-slate-600">
      {account && (
        <>
          <Badge tone={accountTones[account.status]}>Has an account</Badge>
          <span>{accountStatusLabels[account.status]}</span>
        </>
      )}
      {invitedAt && (
        <>
          <Badge tone="brand">Invited</Badge>
          <DateTime value={invitedAt} />
        </>
      )}
    </div>
  );
}

type EntryActionsProps = {
  entry: ListedEntry;
  onDelete: () => void;
  approveButton: ComponentType<ApproveAccountProps>;
};

/**
 * Invite ('Invite again' once invited) for a person without an account, Approve for one whose
 * account waits, and Delete. An active or inactive account is changed on the Users page.
 */
function EntryActions({ entry, onDelete, approveButton: ApproveButton }: EntryActionsProps) {
  const invite = useInviteWaitlistEntry();
  const queryClient = useQueryClient();
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const { account } = entry;

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

  function showApproved({ id, status }: EntryAccount) {
    updateLoadedEntries(queryClient, (listed) =>
      listed.account?.id === id ? { ...listed, account: { id, status } } : listed,
    );
    // The Approve button is gone now; keep the keyboard in the row.
    deleteButtonRef.current?.focus();
  }

  return (
    <div className="flex flex-wrap gap-2">
      {!account && (
        <Button type="button" disabled={invite.isPending} onClick={inviteEntry} className="whitespace-nowrap px-3 py-1.5">
          {invite.isPending ? 'Inviting...' : entry.invitedAt ? 'Invite again' : 'Invite'}{' '}
          <span className="sr-only">{entry.email}</span>
        </Button>
      )}
      {account?.status === 'waitlist' && (
        <ApproveButton userId={account.id} name={entry.email} onApproved={showApproved} />
      )}
      <Button ref={deleteButtonRef} type="button" variant="outline" onClick={onDelete} className="px-3 py-1.5">
        Delete <span className="sr-only">{entry.email}</span>
      </Button>
    </div>
  );
}

function waitlistColumns(
  onDelete: (entry: ListedEntry) => void,
  approveButton: EntryActionsProps['approveButton'],
): readonly TableColumn<ListedEntry>[] {
  return [
    { header: 'ID', cell: (entry) => entry.id, className: 'tabular-nums text-slate-600' },
    { header: 'Email', cell: (entry) => entry.email, card: 'title' },
    { header: 'Name', cell: (entry) => entry.name },
    {
      header: 'Created At',
      cell: (entry) => <DateTime value={entry.createdAt} />,
      className: 'whitespace-nowrap text-slate-600',
    },
    { header: 'Status', cell: (entry) => <EntryStatus entry={entry} /> },
    {
      header: 'Actions',
      cell: (entry) => (
        <EntryActions
          entry={entry}
          onDelete={() => {
            onDelete(entry);
          }}
          approveButton={approveButton}
        />
      ),
      card: 'actions',
    },
  ];
}

type WaitlistTableProps = {
  /** The page to show, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** The button that approves an entry's waitlisted account (the app gives the Users page's). */
  approveButton: ComponentType<ApproveAccountProps>;
};

/**
 * The waiting list, newest first, a page at a time (the server pages, so any length stays fast);
 * each entry can be invited (a mail with the sign-in link), its waiting account approved, or deleted.
 */
export function WaitlistTable({ page, onPageChange, approveButton }: WaitlistTableProps) {
  const waitlist = useWaitlistPage(page);
  const [deleting, setDeleting] = useState<ListedEntry | null>(null);
  // While another page loads, the previous one stays, dimmed.
  const isChangingPage = waitlist.isPlaceholderData;
  return (
    <div className="space-y-4">
      <QueryTable
        query={waitlist}
        items={waitlist.data?.items}
        columns={waitlistColumns(setDeleting, approveButton)}
        rowKey={(entry) => entry.id}
        label="Waiting list"
        loadingMessage="Loading the waiting list..."
        errorMessage="Failed to fetch the waiting list"
        emptyMessage={waitlist.data?.total === 0 ? 'No one is on the waiting list yet.' : 'No entries on this page.'}
        skeletonRows={10}
        rowClassName={ROW_HEIGHT}
        busy={isChangingPage}
        className={cn('transition-opacity', isChangingPage && 'opacity-60')}
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
