import { PagePlaceholder } from '@/components/page-placeholder';

export function UserProfileRoute() {
  return <PagePlaceholder title="User Profile" />;
}
