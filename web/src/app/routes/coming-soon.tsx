import { PagePlaceholder } from '@/components/page-placeholder';

export function ComingSoonRoute() {
  return (
    <PagePlaceholder title="Coming Soon">
      <p>Thanks for your patience, your user will be approved soon.</p>
    </PagePlaceholder>
  );
}
