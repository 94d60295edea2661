import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '@/lib/auth/auth-status';
import type { User } from '@/lib/auth/user';
import type { Company } from '@/lib/company/types';
import { CSRF_TOKEN, signOutRoutes } from '@/testing/auth-routes';
import { makeCompany } from '@/testing/companies';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const pending = () => new Promise<Response>(() => undefined);

function stubSignedInServer(signOut?: () => Response) {
  const auth: AuthStatus = { isSignedIn: true, user: makeUser({ name: 'Ada Lovelace', credits: 10 }) };
  return stubServer(
    {
      ...signOutRoutes(auth, signOut),
      'GET /api/site-content': pending,
      'GET /api/users/me': pending,
      'GET /api/companies': () => Response.json([]),
    },
    auth,
  );
}

/** A signed-in user (role `user` unless given) whose GET /api/companies answers `companies`. */
function stubShellServer({ companies = [], user = {} }: { companies?: Company[]; user?: Partial<User> } = {}) {
  return stubServer(
    { 'GET /api/companies': () => Response.json(companies), 'GET /api/site-content': () => Response.json([]) },
    { isSignedIn: true, user: makeUser(user) },
  );
}

afterEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  localStorage.clear();
});

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

describe('app shell sidebar', () => {
  it("shows a user the COMPANY, CONTENT and SETTINGS groups and the footer's Feedback link, but no ADMIN group", async () => {
    stubShellServer();
    renderApp('/dashboard');

    const company = await screen.findByRole('group', { name: 'COMPANY' });
    // No company yet: Profile creates one.
    expect(within(company).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    const content = screen.getByRole('group', { name: 'CONTENT' });
    expect(within(content).getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringContaining('Interview'),
      expect.stringContaining('Content'),
    ]);
    const settings = screen.getByRole('group', { name: 'SETTINGS' });
    expect(within(settings).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');

    expect(screen.queryByRole('group', { name: 'ADMIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('shows an admin the ADMIN group, with the Feedback Inbox', async () => {
    stubShellServer({ user: { role: 'admin' } });
    renderApp('/dashboard');

    const admin = await screen.findByRole('group', { name: 'ADMIN' });
    const links = within(admin).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Waiting List', '/admin/waitinglist'],
      ['Users', '/admin/users'],
      ['Site Content', '/admin/site-content'],
      ['Feedback Inbox', '/admin/feedback'],
    ]);
  });

  it("marks the current page's link and names the page in the top bar", async () => {
    stubShellServer();
    renderApp('/dashboard');

    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('banner')).getByText('Dashboard')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));

    expect(await within(screen.getByRole('banner')).findByText('Company Profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('announces Interview and Content as disabled, and why, until a company is selected', async () => {
    stubShellServer({ companies: [] });
    renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'Companies: No company yet Add one to begin' })).toBeInTheDocument();
    for (const name of ['Interview', 'Content']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('href');
      expect(link).toHaveAccessibleDescription('Select a company first.');
    }

    await userEvent.click(screen.getByRole('link', { name: 'Interview' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
  });

  it("links Interview (at its first section) and Content to the selected company, the Interview link current on any section", async () => {
    stubShellServer({ companies: [makeCompany({ id: 7 })] });
    renderApp('/interview/7/hormones');

    await expect
      .poll(() => screen.queryByRole('link', { name: 'Interview' })?.getAttribute('href'))
      .toBe('/interview/7/heuristics');
    const interview = screen.getByRole('link', { name: 'Interview' });
    expect(interview).not.toHaveAttribute('aria-disabled');
    expect(interview).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/content/7');
  });

  it("opens the selected company's profile for editing from Profile", async () => {
    const acme = makeCompany({ id: 7 });
    stubServer(
      {
        'GET /api/companies': () => Response.json([acme]),
        'GET /api/companies/7': () => Response.json(acme),
        'GET /api/site-content': () => Response.json([]),
      },
      { isSignedIn: true, user: makeUser() },
    );
    renderApp('/dashboard');

    await expect
      .poll(() => screen.queryByRole('link', { name: 'Profile' })?.getAttribute('href'))
      .toBe('/profile?companyId=7');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Company Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Company Name')).toHaveValue(acme.name);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('app shell sidebar toggle', () => {
  const toggleButton = () => screen.findByRole('button', { name: 'Toggle sidebar' });
  const sidebarCollapsed = () => document.getElementById('app-sidebar')?.parentElement?.dataset.collapsed;

  it('collapses to icons with Ctrl+B and expands with Cmd+B, keeping the choice in the sidebar_state cookie', async () => {
    stubShellServer();
    renderApp('/dashboard');
    const toggle = await toggleButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebarCollapsed()).toBe('false');

    await userEvent.keyboard('{Control>}b{/Control}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebarCollapsed()).toBe('true');
    expect(document.cookie).toContain('sidebar_state=false');
    // Collapsed, the links keep their names for screen readers.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await userEvent.keyboard('{Meta>}b{/Meta}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('toggles with its button too', async () => {
    stubShellServer();
    renderApp('/dashboard');

    await userEvent.click(await toggleButton());

    expect(await toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('starts collapsed when the cookie says so (a reload keeps the choice)', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    stubShellServer();
    renderApp('/dashboard');

    expect(await toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(sidebarCollapsed()).toBe('true');
  });

  it('ignores B without Ctrl or Cmd', async () => {
    stubShellServer();
    renderApp('/dashboard');
    const toggle = await toggleButton();

    await userEvent.keyboard('b');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
