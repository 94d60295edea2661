import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '@/features/auth/api/get-auth-status';
import { CSRF_TOKEN, signOutRoutes } from '@/testing/auth-routes';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const pending = () => new Promise<Response>(() => undefined);

function stubSignedInServer(signOut?: () => Response) {
  const auth: AuthStatus = { isSignedIn: true, user: makeUser({ name: 'Ada Lovelace', credits: 10 }) };
  return stubServer(
    { ...signOutRoutes(auth, signOut), 'GET /api/site-content': pending, 'GET /api/users/me': pending },
    auth,
  );
}

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ada' }));
  return screen.findByRole('menu');
}

describe('app shell account menu', () => {
  it("shows the user's first name and, opened, their account, credits and the way to their profile", async () => {
    stubSignedInServer();
    renderApp('/dashboard');

    const menu = await openAccountMenu();
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    expect(within(menu).getByText('Credits: 10')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'User Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/userprofile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('uses the username when there is no name', async () => {
    stubServer({}, { isSignedIn: true, user: makeUser({ name: ' ', username: 'ada.l' }) });
    renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'ada.l' })).toBeInTheDocument();
  });

  it('logs out with the form-encoded CSRF token, goes home and says so', async () => {
    const fetchMock = stubSignedInServer();
    renderApp('/dashboard');

    await userEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    await expect.poll(() => screen.getByTestId('current-path').textContent).toBe('/');
    const signOut = fetchMock.mock.calls.find(([url]) => url === '/auth/signout');
    expect(signOut?.[1]?.method).toBe('POST');
    expect(signOut?.[1]?.body).toEqual(new URLSearchParams({ csrfToken: CSRF_TOKEN }));
    // The status was asked again: signed out, the app pages now send the visitor home.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/isSignedIn')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ada' })).not.toBeInTheDocument();
  });

  it('says so and stays when the server refuses the sign-out', async () => {
    stubSignedInServer(() => Response.json({ message: 'Invalid CSRF token' }, { status: 403 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/dashboard');

    await userEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Sign-out failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
    expect(screen.getByRole('button', { name: 'Ada' })).toBeInTheDocument();
  });
});
