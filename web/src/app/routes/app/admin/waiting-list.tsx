import { Page } from '@/components/page';
import { ApproveUserButton } from '@/features/users/components/approve-user-button';
import { ExportWaitlistButton } from '@/features/waitlist/components/export-waitlist-button';
import { WaitlistTable } from '@/features/waitlist/components/waitlist-table';
import { usePageParam } from '@/hooks/use-page-param';

export function AdminWaitingListRoute() {
  const [page, setPage] = usePageParam();

  return (
    <Page
      title="Waiting List"
      description="Everyone who asked to be told when registration opens, newest first."
      actions={<ExportWaitlistButton />}
    >
      {/* An entry whose person has signed in already is approved as on the Users page. */}
      <WaitlistTable page={page} onPageChange={setPage} approveButton={ApproveUserButton} />
    </Page>
  );
}
