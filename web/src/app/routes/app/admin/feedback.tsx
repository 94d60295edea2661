import { PageHeader } from '@/components/page-header';
import { FeedbackInbox } from '@/features/feedback/components/feedback-inbox';
import { usePageParam } from '@/hooks/use-page-param';

export function AdminFeedbackRoute() {
  const [page, setPage] = usePageParam();

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Feedback Inbox" description="What users sent through the Feedback page, newest first." />
      <FeedbackInbox page={page} onPageChange={setPage} />
    </div>
  );
}
