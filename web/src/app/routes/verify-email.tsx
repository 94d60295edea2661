import { PagePlaceholder } from '@/components/page-placeholder';

export function VerifyEmailRoute() {
  return <PagePlaceholder title="Email Verification" />;
}
