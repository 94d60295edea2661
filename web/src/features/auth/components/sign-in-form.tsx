import type { ComponentProps } from 'react';

/** Where a sign-in lands; the guards send waitlisted users on to /comingsoon. */
const CALLBACK_URL = '/dashboard';

type SignInFormProps = Omit<ComponentProps<'form'>, 'method' | 'action'> & {
  action: string;
  /** undefined until GET /auth/csrf has answered; keep the submit button disabled until then. */
  csrfToken: string | undefined;
};

/**
 * A native form POST, so the browser navigates (the server answers with redirects to the
 * provider, then back), with the hidden CSRF token and callback the sign-in routes expect.
 */
export function SignInForm({ action, csrfToken, children, ...props }: SignInFormProps) {
  return (
    <form method="post" action={action} {...props}>
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="callbackUrl" value={CALLBACK_URL} />
      {children}
    </form>
  );
}
