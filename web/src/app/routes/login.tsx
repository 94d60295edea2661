import { Navigate, useSearchParams } from 'react-router';
import { BackToHomeLink } from '@/components/back-to-home-link';
import { DocumentTitle } from '@/components/document-title';
import { SignInErrorAlert } from '@/features/auth/components/sign-in-error-alert';
import { SignInOptions } from '@/features/auth/components/sign-in-options';
import { useAuth } from '@/lib/auth/use-auth';

export function LoginRoute() {
  const { isSignedIn } = useAuth();
  const [searchParams] = useSearchParams();

  // Signed in already: the dashboard's guard sends waitlisted users on to /comingsoon.
  if (isSignedIn) return <Navigate to="/dashboard" replace />;

  return (
    <div className="flex flex-1 justify-center px-4 py-10 sm:py-16">
      <DocumentTitle title="Sign in" />
      <div className="w-full max-w-md">
        <BackToHomeLink />
        <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900">Sign in to your account</h1>
        <p className="mt-2 text-slate-600">Use the Google account of the email you joined the waiting list with.</p>
        <SignInErrorAlert code={searchParams.get('error')} />
        <SignInOptions />
      </div>
    </div>
  );
}
