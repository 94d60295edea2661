import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SignInForm } from './sign-in-form';

/** The local sign-in of a server started with DEV_LOGIN=1: any email, no password. */
export function DevSignInForm({ csrfToken }: { csrfToken: string | undefined }) {
  const id = useId();

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-6"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-amber-600">
          <path d="M8.26 3.1a2 2 0 0 1 3.48 0l6.02 10.95A2 2 0 0 1 16.02 17H3.98a2 2 0 0 1-1.74-2.95L8.26 3.1ZM10 7a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0v-3.5A.75.75 0 0 0 10 7Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
        </svg>
        Local sign-in (development only)
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        This server lets anyone sign in as any email address, without a password. A new address joins the waiting list.
      </p>
      <SignInForm action="/auth/signin/dev" csrfToken={csrfToken} className="mt-4 space-y-4">
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <TextField label="Name" name="name" autoComplete="name" />
        <Button type="submit" variant="outline" disabled={!csrfToken} className="w-full">
          Sign in locally
        </Button>
      </SignInForm>
    </section>
  );
}
