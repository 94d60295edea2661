import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useVerifyEmail } from '../api/verify-email';

const MISSING_TOKEN = 'Verification token is missing. Please check your email link and try again.';
const VERIFICATION_FAILED = 'Failed to verify email. The link may be expired or invalid.';

/** The server's own explanation, when it sent one (a JSON body with a message). */
function serverMessage(error: Error): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
}

const icons = {
  success: <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />,
  failure: <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />,
};

type ResultProps = { outcome: keyof typeof icons; title: string; message: string; action: ReactNode };

function Result({ outcome, title, message, action }: ResultProps) {
  return (
    <>
      <IconBadge tone={outcome === 'success' ? 'success' : 'danger'}>
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5">
          {icons[outcome]}
        </svg>
      </IconBadge>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Button asChild className="mt-8">
        {action}
      </Button>
    </>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <Result
      outcome="failure"
      title="Verification Failed"
      message={message}
      action={<Link to="/waitlist">Go to Registration</Link>}
    />
  );
}

/**
 * A refused or missing link: its reason for a signed-in visitor; a signed-out one is sent to / as
 * by every guarded page (spec section 2), which the link's one use does not need.
 */
function Refused({ message }: { message: string }) {
  const { isSignedIn } = useAuth();
  if (isSignedIn === false) return <Navigate to="/" replace />;
  if (isSignedIn === undefined) return <Spinner />;
  return <Failure message={message} />;
}

function Outcome({ token }: { token: string | undefined }) {
  const verification = useVerifyEmail(token);

  if (!token) return <Refused message={MISSING_TOKEN} />;
  if (verification.isPending) {
    return (
      <>
        <Spinner />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">Email Verification</h1>
        <p className="mt-3 text-slate-600">Verifying your email...</p>
      </>
    );
  }
  if (verification.isError) return <Refused message={serverMessage(verification.error) ?? VERIFICATION_FAILED} />;
  return (
    <Result
      outcome="success"
      title="Email Verified"
      message={verification.data}
      action={<Link to="/login">Go to Login</Link>}
    />
  );
}

/**
 * Uses the link's token once and shows the loading, success or error state (spec section 2), to
 * anyone holding a valid link: the visitor who joined signed out opens it signed out.
 */
export function EmailVerification({ token }: { token: string | undefined }) {
  return (
    // One live region for all states, so the result is announced when it replaces the wait.
    <Card aria-live="polite" className="w-full max-w-md text-center">
      <Outcome token={token} />
    </Card>
  );
}
