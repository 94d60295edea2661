import { PagePlaceholder } from '@/components/page-placeholder';

export function InterviewRoute() {
  return <PagePlaceholder title="Interview" />;
}
