import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECHECK_INTERVAL_MS } from '@/features/auth/hooks/use-auth-status-recheck';
import type { AuthStatus } from '@/lib/auth/auth-status';
import { CSRF_TOKEN, signOutRoutes } from '@/testing/auth-routes';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const hanging = () => new Promise<Response>(() => undefined);

/** A waitlisted user's status; the stub server answers /isSignedIn with it as it is at each call. */
function waitlisted(): AuthStatus {
  return { isSignedIn: true, user: makeUser({ status: 'waitlist', email: 'wait@example.com' }) };
}

/** The server approves the user (as an admin's Approve does). */
function approve(auth: AuthStatus) {
  if (auth.user) auth.user = { ...auth.user, status: 'active' };
}

const statusReads = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/isSignedIn').length;

const currentPath = () => screen.getByTestId('current-path').textContent;

describe('coming soon page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('thanks a waitlisted user, and lets them log out', async () => {
    const auth = waitlisted();
    const fetchMock = stubServer({ ...signOutRoutes(auth), 'GET /api/site-content': hanging }, auth);
    renderApp('/comingsoon');

    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Thanks for your patience, your user will be approved soon.')).toBeInTheDocument();
    expect(screen.getByText('wait@example.com')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await expect.poll(currentPath).toBe('/');
    expect(fetchMock.mock.calls.find(([url]) => url === '/auth/signout')?.[1]?.body).toEqual(
      new URLSearchParams({ csrfToken: CSRF_TOKEN }),
    );
  });

  it('shows the site texts of comingsoon.*', async () => {
    const auth = waitlisted();
    stubServer(
      {
        'GET /api/site-content': () =>
          Response.json([
            { key: 'comingsoon.title', description: '', content: 'Almost there' },
            { key: 'comingsoon.text', description: '', content: 'We open the doors in March.' },
            { key: 'comingsoon.note', description: '', content: 'Watch your inbox.' },
          ]),
      },
      auth,
    );
    renderApp('/comingsoon');

    expect(await screen.findByRole('heading', { level: 1, name: 'Almost there' })).toBeInTheDocument();
    expect(screen.getByText('We open the doors in March.')).toBeInTheDocument();
    expect(screen.getByText('Watch your inbox.')).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
  });

  it('sends an active user on to the dashboard', async () => {
    stubServer(
      { 'GET /api/site-content': hanging, 'GET /api/companies': hanging },
      { isSignedIn: true, user: makeUser({ status: 'active' }) },
    );
    renderApp('/comingsoon');

    await expect.poll(currentPath).toBe('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Pitchwise' })).toBeInTheDocument();
  });

  it('reads the status again every 30 seconds and goes to the dashboard once approved', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const auth = waitlisted();
    const fetchMock = stubServer({ 'GET /api/site-content': hanging, 'GET /api/companies': hanging }, auth);
    renderApp('/comingsoon');

    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    // The page's effects first (they read the status and start the 30 s timer): a retry of the poll
    // below would move the fake clock on by its interval, and so the 30 s counted from there.
    await act(() => Promise.resolve());
    await expect.poll(() => statusReads(fetchMock)).toBeGreaterThanOrEqual(2); // the app's check, then the page's
    const reads = statusReads(fetchMock);

    act(() => {
      vi.advanceTimersByTime(RECHECK_INTERVAL_MS - 1);
    });
    expect(statusReads(fetchMock)).toBe(reads);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await expect.poll(() => statusReads(fetchMock)).toBe(reads + 1);
    expect(currentPath()).toBe('/comingsoon');

    approve(auth);
    act(() => {
      vi.advanceTimersByTime(RECHECK_INTERVAL_MS);
    });
    await expect.poll(currentPath).toBe('/dashboard');
    // No 'Loading...' in between: the reads are not the app's own status check.
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('reads the status again when the window gets focus', async () => {
    const auth = waitlisted();
    const fetchMock = stubServer({ 'GET /api/site-content': hanging, 'GET /api/companies': hanging }, auth);
    renderApp('/comingsoon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    await expect.poll(() => statusReads(fetchMock)).toBeGreaterThanOrEqual(2);
    const reads = statusReads(fetchMock);

    approve(auth);
    window.dispatchEvent(new Event('focus'));

    await expect.poll(currentPath).toBe('/dashboard');
    expect(statusReads(fetchMock)).toBe(reads + 1);
  });

  it('stays when a read fails, and stops reading once left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = waitlisted();
    const fetchMock = stubServer({ ...signOutRoutes(auth), 'GET /api/site-content': hanging }, auth);
    renderApp('/comingsoon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    await expect.poll(() => statusReads(fetchMock)).toBeGreaterThanOrEqual(2);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    window.dispatchEvent(new Event('focus'));
    await expect.poll(() => vi.mocked(console.warn).mock.calls.length).toBe(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await expect.poll(currentPath).toBe('/');
    const reads = statusReads(fetchMock);
    act(() => {
      vi.advanceTimersByTime(RECHECK_INTERVAL_MS * 3);
    });
    window.dispatchEvent(new Event('focus'));
    expect(statusReads(fetchMock)).toBe(reads);
  });
});
