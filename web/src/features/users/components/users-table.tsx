import { useRef } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { QueryTable, type TableColumn } from '@/components/ui/query-table';
import type { User } from '@/lib/auth/user';
import { useUsers, type AdminUser } from '../api/get-users';
import { roleLabels, statusLabels } from '../labels';
import { ApproveUserButton } from './approve-user-button';
import { EditUserDialog } from './edit-user-dialog';

const statusTones: Record<User['status'], BadgeTone> = {
  active: 'success',
  waitlist: 'warning',
  inactive: 'neutral',
};

// Rows hold buttons; loading rows get the same height, so nothing moves when the list arrives.
// (On a phone a row is a card as high as its contents.)
const ROW_HEIGHT = 'sm:h-14';

function UserActions({ user }: { user: AdminUser }) {
  const editButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex gap-2">
      <EditUserDialog user={user} triggerRef={editButtonRef} />
      {user.status === 'waitlist' && (
        <ApproveUserButton
          userId={user.id}
          name={user.username}
          // The Approve button is gone now; keep the keyboard in the row.
          onApproved={() => editButtonRef.current?.focus()}
        />
      )}
    </div>
  );
}

const COLUMNS: readonly TableColumn<AdminUser>[] = [
  { header: 'ID', cell: (user) => user.id, className: 'tabular-nums text-slate-600' },
  { header: 'Username', cell: (user) => user.username, card: 'title', className: 'font-medium text-slate-900' },
  { header: 'Email', cell: (user) => user.email },
  { header: 'Status', cell: (user) => <Badge tone={statusTones[user.status]}>{statusLabels[user.status]}</Badge> },
  {
    header: 'Role',
    cell: (user) => (
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{roleLabels[user.role]}</Badge>
        {user.adminByConfiguration && <span className="text-xs text-slate-600">admin by configuration</span>}
      </div>
    ),
  },
  { header: 'Verified', cell: (user) => (user.isVerified ? 'Yes' : 'No') },
  { header: 'Credits', cell: (user) => user.credits, className: 'tabular-nums' },
  { header: 'Actions', cell: (user) => <UserActions user={user} />, card: 'actions' },
];

/** Every user with their status, role, verification and credits; edit any, approve the waitlisted. */
export function UsersTable() {
  const users = useUsers();
  return (
    <QueryTable
      query={users}
      items={users.data}
      columns={COLUMNS}
      rowKey={(user) => user.id}
      label="Users"
      loadingMessage="Loading users..."
      errorMessage="Failed to fetch users"
      emptyMessage="No users yet."
      rowClassName={ROW_HEIGHT}
    />
  );
}
