import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN, csrfRoute } from '@/testing/auth-routes';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const providers = (answer: { google: boolean; dev: boolean }) => () => Response.json(answer);
const pending = () => new Promise<Response>(() => undefined);

function stubLogin({ google = true, dev = false } = {}) {
  return stubServer({ ...csrfRoute, 'GET /auth/providers': providers({ google, dev }) });
}

const googleButton = () => screen.getByRole('button', { name: 'Sign in with Google' });

/** The form's fields as the browser would post them. */
const formFields = (button: HTMLElement) => Object.fromEntries(new FormData(button.closest('form') ?? undefined));

describe('login page', () => {
  it('shows the heading, the way home, the Login card and the terms note', async () => {
    stubLogin();
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const card = screen.getByRole('region', { name: 'Login' });
    expect(within(card).getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(
      within(card).getByText('By signing in, you agree to our Terms of Service and Privacy Policy.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('posts a native form to /auth/signin/google with the CSRF token and the dashboard as callback', async () => {
    stubLogin();
    renderApp('/login');

    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(button).toBeDisabled();
    await expect.poll(() => button).toBeEnabled();
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/auth/signin/google');
    expect(formFields(button)).toEqual({ csrfToken: CSRF_TOKEN, callbackUrl: '/dashboard' });
  });

  it('keeps the buttons disabled, in place, until the CSRF token arrives', async () => {
    stubServer({ 'GET /auth/csrf': pending, 'GET /auth/providers': providers({ google: true, dev: true }) });
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Sign in locally' })).toBeDisabled();
    expect(googleButton()).toBeDisabled();
  });

  it('says so when the CSRF token cannot be loaded', async () => {
    stubServer({
      'GET /auth/csrf': () => new Response('down', { status: 503 }),
      'GET /auth/providers': providers({ google: true, dev: false }),
    });
    renderApp('/login');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in form could not be prepared. Please reload the page.',
    );
    expect(googleButton()).toBeDisabled();
  });

  it('disables the Google button, with a note, when Google sign-in is not configured', async () => {
    stubLogin({ google: false });
    renderApp('/login');

    expect(await screen.findByText('Google sign-in is not configured on this server.')).toBeInTheDocument();
    expect(googleButton()).toBeDisabled();
    expect(googleButton()).toHaveAccessibleDescription('Google sign-in is not configured on this server.');
  });

  it('shows the local sign-in form only on a server with DEV_LOGIN', async () => {
    stubLogin({ dev: true });
    renderApp('/login');

    const section = await screen.findByRole('region', { name: 'Local sign-in (development only)' });
    const email = within(section).getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(within(section).getByLabelText('Name')).toHaveAttribute('name', 'name');
    const submit = within(section).getByRole('button', { name: 'Sign in locally' });
    await expect.poll(() => submit).toBeEnabled();
    expect(submit.closest('form')).toHaveAttribute('action', '/auth/signin/dev');
    expect(submit.closest('form')).toHaveAttribute('method', 'post');
    expect(formFields(submit)).toEqual({ csrfToken: CSRF_TOKEN, callbackUrl: '/dashboard', email: '', name: '' });
  });

  it('has no local sign-in form otherwise', async () => {
    stubLogin({ dev: false });
    renderApp('/login');

    await expect.poll(() => googleButton()).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Local sign-in (development only)' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it.each([
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
    ['something-new', 'Sign-in failed. Please try again.'],
    ['', 'Sign-in failed. Please try again.'],
  ])('explains the failure ?error=%s', async (code, message) => {
    stubLogin();
    renderApp(`/login?error=${code}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['an active user', 'active', '/dashboard'],
    ['a waitlisted user', 'waitlist', '/comingsoon'],
  ] as const)('sends %s on to %s', async (_, status, path) => {
    const signedIn = { isSignedIn: true, user: makeUser({ status }) };
    stubServer({ ...csrfRoute, 'GET /auth/providers': providers({ google: true, dev: false }) }, signedIn);
    renderApp('/login');

    await expect.poll(() => screen.getByTestId('current-path').textContent).toBe(path);
    expect(screen.queryByRole('heading', { name: 'Sign in to your account' })).not.toBeInTheDocument();
  });
});
