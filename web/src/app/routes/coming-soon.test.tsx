import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '@/features/auth/api/get-auth-status';
import { CSRF_TOKEN, signOutRoutes } from '@/testing/auth-routes';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

describe('coming soon page', () => {
  it('thanks a waitlisted user, and lets them log out', async () => {
    const auth: AuthStatus = { isSignedIn: true, user: makeUser({ status: 'waitlist', email: 'wait@example.com' }) };
    const fetchMock = stubServer(
      { ...signOutRoutes(auth), 'GET /api/site-content': () => new Promise<Response>(() => undefined) },
      auth,
    );
    renderApp('/comingsoon');

    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Thanks for your patience, your user will be approved soon.')).toBeInTheDocument();
    expect(screen.getByText('wait@example.com')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await expect.poll(() => screen.getByTestId('current-path').textContent).toBe('/');
    expect(fetchMock.mock.calls.find(([url]) => url === '/auth/signout')?.[1]?.body).toEqual(
      new URLSearchParams({ csrfToken: CSRF_TOKEN }),
    );
  });
});
