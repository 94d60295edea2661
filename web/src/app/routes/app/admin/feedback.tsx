import { Page } from '@/components/page';
import { FeedbackInbox } from '@/features/feedback/components/feedback-inbox';
import { usePageParam } from '@/hooks/use-page-param';

export function AdminFeedbackRoute() {
  const [page, setPage] = usePageParam();

  return (
    <Page title="Feedback Inbox" description="What users sent through the Feedback page, newest first.">
      <FeedbackInbox page={page} onPageChange={setPage} />
    </Page>
  );
}
