import { PageHeader } from '@/components/page-header';
import { UsersTable } from '@/features/users/components/users-table';

export function AdminUsersRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Users" description="Approve people from the waiting list and manage roles and credits." />
      <UsersTable />
    </div>
  );
}
