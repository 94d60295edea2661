import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminUsersRoute() {
  return <PagePlaceholder title="Users" />;
}
