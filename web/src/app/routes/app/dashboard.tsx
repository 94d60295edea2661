import { PagePlaceholder } from '@/components/page-placeholder';

export function DashboardRoute() {
  return <PagePlaceholder title="Dashboard" />;
}
