import { PagePlaceholder } from '@/components/page-placeholder';

export function LoginRoute() {
  return <PagePlaceholder title="Sign in to your account" />;
}
