import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { EmailVerification } from '@/features/auth/components/email-verification';

export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <DocumentTitle title="Email Verification" />
      <EmailVerification token={searchParams.get('token')?.trim() || undefined} />
    </div>
  );
}
