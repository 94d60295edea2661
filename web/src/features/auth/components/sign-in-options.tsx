import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCsrfToken } from '../api/get-csrf-token';
import { useProviders } from '../api/get-providers';
import { DevSignInForm } from './dev-sign-in-form';
import { SignInForm } from './sign-in-form';

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.43.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

/**
 * The Login card with the Google button and, on a server with DEV_LOGIN=1, the local form.
 * Buttons stay disabled (in place, so nothing jumps) until the CSRF token has loaded.
 */
export function SignInOptions() {
  const id = useId();
  const csrf = useCsrfToken();
  const providers = useProviders();
  const googleOff = providers.data?.google === false;
  const googleReady = csrf.data !== undefined && !providers.isPending && !googleOff;

  return (
    <>
      <Card className="mt-6 p-6 sm:p-8" aria-labelledby={`${id}-title`} role="region">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Login
        </h2>
        <p className="mt-1 text-sm text-slate-600">Use your Google account to continue to Pitchwise.</p>
        <SignInForm action="/auth/signin/google" csrfToken={csrf.data} className="mt-6">
          <Button
            type="submit"
            variant="outline"
            disabled={!googleReady}
            aria-describedby={googleOff ? `${id}-google-off` : undefined}
            className="w-full gap-3 py-2.5 font-semibold"
          >
            <GoogleLogo />
            Sign in with Google
          </Button>
        </SignInForm>
        {googleOff && (
          <p id={`${id}-google-off`} className="mt-2 text-sm text-slate-600">
            Google sign-in is not configured on this server.
          </p>
        )}
        {csrf.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            The sign-in form could not be prepared. Please reload the page.
          </p>
        )}
        <p className="mt-6 border-t border-slate-100 pt-4 text-center text-xs text-slate-500">
          By signing in, you agree to our Terms of Service and Privacy Policy.
        </p>
      </Card>
      {providers.data?.dev && <DevSignInForm csrfToken={csrf.data} />}
    </>
  );
}
