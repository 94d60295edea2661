import { PageHeader } from '@/components/page-header';
import { ExportWaitlistButton } from '@/features/waitlist/components/export-waitlist-button';
import { WaitlistTable } from '@/features/waitlist/components/waitlist-table';
import { usePageParam } from '@/hooks/use-page-param';

export function AdminWaitingListRoute() {
  const [page, setPage] = usePageParam();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Waiting List"
        description="Everyone who asked to be told when registration opens, newest first."
        actions={<ExportWaitlistButton />}
      />
      <WaitlistTable page={page} onPageChange={setPage} />
    </div>
  );
}
