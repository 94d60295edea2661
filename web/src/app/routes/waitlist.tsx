import { PagePlaceholder } from '@/components/page-placeholder';

export function WaitlistRoute() {
  return <PagePlaceholder title="Join Waiting List" />;
}
