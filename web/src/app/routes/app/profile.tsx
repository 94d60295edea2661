import { PagePlaceholder } from '@/components/page-placeholder';

export function ProfileRoute() {
  return <PagePlaceholder title="Company Profile" />;
}
