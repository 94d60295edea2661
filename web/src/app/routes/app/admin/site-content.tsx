import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminSiteContentRoute() {
  return <PagePlaceholder title="Site Content" />;
}
