import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { AuthStatus } from '@/lib/auth/auth-status';
import { COMPANY_STORE_KEY } from '@/lib/company/company-store';
import { makeCompany } from '@/testing/companies';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const signedIn = { isSignedIn: true, user: makeUser() };

/** The value shown for a term of the details list. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('user profile page', () => {
  it('says it is loading, then shows the details from /api/users/me', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubServer(
      { 'GET /api/users/me': () => new Promise<Response>((resolve) => (answer = resolve)) },
      signedIn,
    );
    renderApp('/userprofile');

    expect(await screen.findByText('Loading user details...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading user details...');
    await expect.poll(() => fetchMock.mock.calls.map(([url]) => url)).toContain('/api/users/me');
    answer(
      Response.json({
        ...makeUser({
          username: 'grace.h',
          name: 'Grace Hopper',
          email: 'grace@example.com',
          credits: 7,
          status: 'active',
        }),
        avatar: 'https://example.com/grace.png',
        isVerified: true,
        createdAt: '2026-01-02T03:04:05Z',
      }),
    );

    expect(await screen.findByText('grace.h')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('grace.h');
    expect(detail('Display name')).toHaveTextContent('Grace Hopper');
    expect(detail('Email')).toHaveTextContent('grace@example.com');
    expect(detail('Credits')).toHaveTextContent('7');
    expect(detail('Status')).toHaveTextContent('Active');
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'https://example.com/grace.png',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows initials instead of a picture when there is no avatar', async () => {
    stubServer({ 'GET /api/users/me': () => Response.json(makeUser({ status: 'waitlist' })) }, signedIn);
    renderApp('/userprofile');

    expect(await screen.findByText('Waitlist')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Profile picture' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('AL')).toBeInTheDocument();
    expect(detail('Display name')).toHaveTextContent('Ada Lovelace');
  });

  it('says when the sign-in gave no display name', async () => {
    stubServer({ 'GET /api/users/me': () => Response.json(makeUser({ username: 'ada', name: ' ' })) }, signedIn);
    renderApp('/userprofile');

    expect(await screen.findByText('Not given')).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('ada');
  });

  it('says so when the details cannot be loaded', async () => {
    stubServer({ 'GET /api/users/me': () => Response.json({ message: 'Unauthorized' }, { status: 401 }) }, signedIn);
    renderApp('/userprofile');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user details.');
    expect(screen.queryByText('Loading user details...')).not.toBeInTheDocument();
  });
});

describe('deleting the account from the user profile', () => {
  beforeEach(() => {
    dismissToast();
  });

  afterEach(() => {
    localStorage.clear();
  });

  /** A signed-in Ada whose DELETE /api/users/me answers `answer()` and, when it succeeds, signs her out. */
  function stubAccountServer(answer = () => new Response(null, { status: 204 })) {
    const auth: AuthStatus = { isSignedIn: true, user: makeUser() };
    return stubServer(
      {
        'GET /api/users/me': () => Response.json(makeUser()),
        'DELETE /api/users/me': () => {
          const response = answer();
          if (response.ok) Object.assign(auth, { isSignedIn: false, user: undefined });
          return response;
        },
        'GET /api/site-content': () => Response.json([]),
      },
      auth,
    );
  }

  async function openConfirmation() {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    return screen.findByRole('alertdialog', { name: 'Delete your account?' });
  }

  it('names what goes and deletes only once the email is typed, then signs out, goes home and says so', async () => {
    const fetchMock = stubAccountServer();
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(makeCompany()));
    renderApp('/userprofile');

    const dialog = await openConfirmation();
    for (const what of ['companies', 'interviews', 'generated content', 'sessions on every device']) {
      expect(dialog).toHaveTextContent(what);
    }
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText('Type ada@example.com to confirm');
    await userEvent.type(field, 'ada@example.org');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, ' ADA@example.com ');
    expect(confirm).toBeEnabled();

    await userEvent.click(confirm);

    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.getByText('Your account and all its data have been deleted.')).toBeInTheDocument();
    await expect.poll(() => screen.getByTestId('current-path').textContent).toBe('/');
    const deletion = fetchMock.mock.calls.filter(([url, init]) => url === '/api/users/me' && init?.method === 'DELETE');
    expect(deletion).toHaveLength(1);
    expect(localStorage.getItem(COMPANY_STORE_KEY)).toBeNull();
    // The status was asked again: signed out now.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/isSignedIn')).toHaveLength(2);
  });

  it('cancels without deleting anything', async () => {
    const fetchMock = stubAccountServer();
    renderApp('/userprofile');

    const dialog = await openConfirmation();
    await userEvent.type(within(dialog).getByRole('textbox'), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    // Opened again, the confirmation starts empty.
    expect(within(await openConfirmation()).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });

  it('says why the server refused and keeps the confirmation open (the last admin)', async () => {
    const message =
      'You are the last active admin, so your account cannot be deleted. Make another user an active admin first.';
    stubAccountServer(() => Response.json({ message }, { status: 409 }));
    renderApp('/userprofile');

    const dialog = await openConfirmation();
    await userEvent.type(within(dialog).getByRole('textbox'), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/userprofile');
  });
});
