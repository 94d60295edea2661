import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockAuthStatus, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const signedOut = { isSignedIn: false };
const signedIn = (overrides: Parameters<typeof makeUser>[0] = {}) => ({
  isSignedIn: true,
  user: makeUser(overrides),
});

async function expectPage(path: string, heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByTestId('current-path')).toHaveTextContent(path);
}

describe('routing guards', () => {
  it("shows 'Loading...' while the sign-in status is unknown", async () => {
    mockAuthStatus('pending');
    renderApp('/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Welcome to Pitchwise' })).not.toBeInTheDocument();
  });

  it('asks /isSignedIn once, without cache', async () => {
    const fetchMock = mockAuthStatus(signedOut);
    renderApp('/');

    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith('/isSignedIn', expect.anything());
    });
    // The landing page also reads its site texts; the status is asked once.
    const statusCalls = fetchMock.mock.calls.filter(([path]) => path === '/isSignedIn');
    expect(statusCalls).toHaveLength(1);
    const [, init] = statusCalls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'Cache-Control': 'no-cache' });
    expect(init?.credentials).toBe('include');
  });

  it.each([
    '/dashboard',
    '/profile',
    '/userprofile',
    '/interview/3/hormones',
    '/content/3',
    '/content/3/print?version=1',
    '/feedback',
    '/admin/users',
  ])(
    'sends a signed-out visitor on %s to /',
    async (path) => {
      mockAuthStatus(signedOut);
      renderApp(path);

      await expectPage('/', 'Smart marketing built to convert');
    },
  );

  it.each(['/verify-email?token=abc', '/verify-email', '/comingsoon'])(
    'sends a signed-out visitor on %s to / too (a refused or missing link included)',
    async (path) => {
      mockAuthStatus(signedOut);
      renderApp(path);

      await expectPage('/', 'Smart marketing built to convert');
    },
  );

  it("verifies a valid mailed link for a signed-out visitor and offers 'Go to Login'", async () => {
    const verified = () => Response.json({ message: 'Your email address has been verified.' });
    stubServer({ 'GET /api/auth/verify-email?token=abc': verified }, signedOut);
    renderApp('/verify-email?token=abc');

    await expectPage('/verify-email', 'Email Verified');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['/', 'Smart marketing built to convert'],
    ['/login', 'Sign in to your account'],
    ['/waitlist', 'Join Waiting List'],
  ])('lets a signed-out visitor reach %s', async (path, heading) => {
    mockAuthStatus(signedOut);
    renderApp(path);

    await expectPage(path, heading);
  });

  it('treats a failed status check as signed out, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockAuthStatus(new TypeError('Failed to fetch'));
    renderApp('/dashboard');

    await expectPage('/', 'Smart marketing built to convert');
    expect(logged).toHaveBeenCalled();
  });

  it('lets an active user reach the app pages', async () => {
    mockAuthStatus(signedIn());
    renderApp('/feedback');

    await expectPage('/feedback', 'Feedback');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it.each(['/dashboard', '/feedback', '/content/3', '/admin/users'])(
    'holds a waitlisted user on /comingsoon when opening %s',
    async (path) => {
      mockAuthStatus(signedIn({ status: 'waitlist' }));
      renderApp(path);

      await expectPage('/comingsoon', 'Coming Soon');
      expect(screen.getByText('Thanks for your patience, your user will be approved soon.')).toBeInTheDocument();
    },
  );

  it('lets a waitlisted user verify their email', async () => {
    const verified = () => Response.json({ message: 'Your email address has been verified.' });
    stubServer({ 'GET /api/auth/verify-email?token=abc': verified }, signedIn({ status: 'waitlist' }));
    renderApp('/verify-email?token=abc');

    await expectPage('/verify-email', 'Email Verified');
  });

  it.each(['/admin/users', '/admin/waitinglist', '/admin/site-content', '/admin/unknown', '/admin'])(
    'sends a non-admin on %s to /dashboard',
    async (path) => {
      mockAuthStatus(signedIn({ role: 'user' }));
      renderApp(path);

      await expectPage('/dashboard', 'Welcome to Pitchwise');
    },
  );

  it.each([
    ['/admin/users', 'Users'],
    ['/admin/waitinglist', 'Waiting List'],
    ['/admin/site-content', 'Site Content'],
  ])('lets an admin reach %s', async (path, heading) => {
    mockAuthStatus(signedIn({ role: 'admin' }));
    renderApp(path);

    await expectPage(path, heading);
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it('shows the 404 page to an admin on an unknown admin path', async () => {
    mockAuthStatus(signedIn({ role: 'admin' }));
    renderApp('/admin/unknown');

    await expectPage('/admin/unknown', '404 Page Not Found');
  });
});

describe('404 page', () => {
  it.each([signedOut, signedIn()])('shows for any unknown path (%o)', async (status) => {
    mockAuthStatus(status);
    renderApp('/some/unknown/path');

    await expectPage('/some/unknown/path', '404 Page Not Found');
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    await waitFor(() => {
      expect(document.title).toBe('404 Page Not Found · Pitchwise');
    });
  });
});
