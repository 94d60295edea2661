// The server sends a failed sign-in to /login?error=CODE (src/auth/mod.rs, SignInFailure).
const messages = new Map([
  ['csrf', 'Your sign-in form expired. Please try again.'],
  ['state', 'The sign-in could not be completed. Please try again.'],
  ['token', "Google's answer could not be verified. Please try again."],
  ['inactive', 'This account is inactive. Contact support if you think this is a mistake.'],
  ['unverified', 'Your Google email address is not verified. Verify it with Google, then sign in again.'],
  [
    'linked',
    'This email address belongs to an account that signs in with another Google account. Sign in with that account.',
  ],
  ['email', 'Google did not share a usable email address.'],
  ['local-email', 'Enter a valid email address to sign in locally.'],
  ['provider', 'Sign-in was cancelled or refused by Google.'],
  ['unavailable', 'Google sign-in is unavailable right now. Please try again later.'],
]);

const UNKNOWN_FAILURE = 'Sign-in failed. Please try again.';

/** Says why the last sign-in failed; renders nothing without an error code. */
export function SignInErrorAlert({ code }: { code: string | null }) {
  if (code === null) return null;

  return (
    <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-red-600">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        />
      </svg>
      <p>{messages.get(code) ?? UNKNOWN_FAILURE}</p>
    </div>
  );
}
