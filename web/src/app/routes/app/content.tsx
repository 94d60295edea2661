import { PagePlaceholder } from '@/components/page-placeholder';

export function ContentRoute() {
  return <PagePlaceholder title="Content" />;
}
