import { PagePlaceholder } from '@/components/page-placeholder';

export function FeedbackRoute() {
  return <PagePlaceholder title="Feedback" />;
}
