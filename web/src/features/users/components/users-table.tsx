import { useRef } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryTable } from '@/components/ui/query-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { toast, toastFailure } from '@/components/ui/toast/use-toast';
import type { User } from '@/lib/auth/auth-status';
import { useUsers, type AdminUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { roleLabels, statusLabels } from '../labels';
import { EditUserDialog } from './edit-user-dialog';

const COLUMNS = ['ID', 'Username', 'Email', 'Status', 'Role', 'Verified', 'Credits', 'Actions'];

const statusTones: Record<User['status'], BadgeTone> = {
  active: 'success',
  waitlist: 'warning',
  inactive: 'neutral',
};

// Rows hold buttons; loading rows get the same height, so nothing moves when the list arrives.
const ROW_HEIGHT = 'h-14';

function UserRow({ user }: { user: AdminUser }) {
  const approve = useUpdateUser();
  const editButtonRef = useRef<HTMLButtonElement>(null);

  function approveUser() {
    approve.mutate(
      { id: user.id, changes: { status: 'active' } },
      {
        onSuccess: (updated) => {
          // The Approve button is gone now; keep the keyboard in the row.
          editButtonRef.current?.focus();
          toast({ title: 'User approved', description: `${updated.username} can now use Pitchwise.` });
        },
        onError: (error) => {
          toastFailure('Failed to update user', error);
        },
      },
    );
  }

  return (
    <TableRow className={ROW_HEIGHT}>
      <TableCell className="tabular-nums text-slate-600">{user.id}</TableCell>
      <TableCell className="font-medium text-slate-900">{user.username}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>
        <Badge tone={statusTones[user.status]}>{statusLabels[user.status]}</Badge>
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{roleLabels[user.role]}</Badge>
          {user.adminByConfiguration && <span className="text-xs text-slate-600">admin by configuration</span>}
        </div>
      </TableCell>
      <TableCell>{user.isVerified ? 'Yes' : 'No'}</TableCell>
      <TableCell className="tabular-nums">{user.credits}</TableCell>
      <TableCell>
        <div className="flex gap-2">
          <EditUserDialog user={user} triggerRef={editButtonRef} />
          {user.status === 'waitlist' && (
            <Button type="button" disabled={approve.isPending} onClick={approveUser} className="px-3 py-1.5">
              {approve.isPending ? 'Approving...' : 'Approve'} <span className="sr-only">{user.username}</span>
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}

/** Every user with their status, role, verification and credits; edit any, approve the waitlisted. */
export function UsersTable() {
  const users = useUsers();
  return (
    <QueryTable
      query={users}
      items={users.data}
      label="Users"
      columns={COLUMNS}
      loadingMessage="Loading users..."
      errorMessage="Failed to fetch users"
      emptyMessage="No users yet."
      skeletonRowClassName={ROW_HEIGHT}
      renderRow={(user) => <UserRow key={user.id} user={user} />}
    />
  );
}
