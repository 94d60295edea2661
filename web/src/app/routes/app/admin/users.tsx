import { Page } from '@/components/page';
import { UsersTable } from '@/features/users/components/users-table';

export function AdminUsersRoute() {
  return (
    <Page title="Users" description="Approve people from the waiting list and manage roles and credits.">
      <UsersTable />
    </Page>
  );
}
