import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminWaitingListRoute() {
  return <PagePlaceholder title="Waiting List" />;
}
