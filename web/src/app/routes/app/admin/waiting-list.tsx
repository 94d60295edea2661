import { Page } from '@/components/page';
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
      <WaitlistTable page={page} onPageChange={setPage} />
    </Page>
  );
}
