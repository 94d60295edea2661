import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { AdminUser } from '@/features/users/api/get-users';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const admin = makeUser({ id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' });
const signedInAdmin = { isSignedIn: true, user: admin };

function adminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    ...makeUser(overrides),
    isVerified: false,
    createdAt: '2026-01-05T10:00:00Z',
    adminByConfiguration: false,
    ...overrides,
  };
}

const users = [
  adminUser({ ...admin, isVerified: true }),
  adminUser({ id: 2, username: 'grace', email: 'grace@example.com', status: 'waitlist', credits: 10 }),
  adminUser({ id: 3, username: 'alan', email: 'alan@example.com', status: 'inactive', credits: 0, isVerified: true }),
];

/** The table row that holds `text`. */
async function findRow(text: string) {
  const cell = await screen.findByRole('cell', { name: text });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

/** Opens the 'admin' row's Edit User dialog, sets Role to User and saves; returns the dialog. */
async function saveAdminAsUser() {
  const user = userEvent.setup();
  await user.click(within(await findRow('admin')).getByRole('button', { name: 'Edit admin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  await user.click(within(dialog).getByLabelText('Role'));
  await user.click(await screen.findByRole('option', { name: 'User' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

/** The row's texts; the Actions cell as its buttons' names. */
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) =>
      cell.querySelector('button')
        ? within(cell)
            .getAllByRole('button')
            .map((button) => button.textContent)
            .join(' ')
        : cell.textContent,
    );

function putCalls(fetchMock: ReturnType<typeof stubServer>, id: number) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === `/api/users/${id}` && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

describe('admin users page', () => {
  beforeEach(() => {
    dismissToast();
  });

  it('lists every user with the columns of the spec', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubServer(
      { 'GET /api/users': () => new Promise<Response>((resolve) => (answer = resolve)) },
      signedInAdmin,
    );
    renderApp('/admin/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading users...');
    answer(Response.json(users));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Username',
      'Email',
      'Status',
      'Role',
      'Verified',
      'Credits',
      'Actions',
    ]);
    expect(cellTexts(await findRow('grace'))).toEqual([
      '2',
      'grace',
      'grace@example.com',
      'Waitlist',
      'User',
      'No',
      '10',
      'Edit grace Approve grace',
    ]);
    expect(cellTexts(await findRow('admin'))).toEqual([
      '1',
      'admin',
      'admin@example.com',
      'Active',
      'Admin',
      'Yes',
      '10',
      'Edit admin',
    ]);
    expect(cellTexts(await findRow('alan')).slice(3, 7)).toEqual(['Inactive', 'User', 'Yes', '0']);
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
  });

  it('marks admins of ADMIN_EMAILS and keeps their role and status out of the edit dialog', async () => {
    stubServer(
      { 'GET /api/users': () => Response.json([adminUser({ ...admin, adminByConfiguration: true }), users[1]]) },
      signedInAdmin,
    );
    renderApp('/admin/users');

    const row = await findRow('admin');
    expect(within(row).getByText('admin by configuration')).toBeInTheDocument();
    expect(within(await findRow('grace')).queryByText('admin by configuration')).not.toBeInTheDocument();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    expect(within(dialog).getByLabelText('Status')).toBeDisabled();
    expect(within(dialog).getByLabelText('Role')).toHaveAccessibleDescription(
      'Admin by configuration: remove this address from ADMIN_EMAILS to change the role or status.',
    );
    expect(within(dialog).getByLabelText('Credits')).toBeEnabled();
  });

  it('approves a waitlisted user: the row turns Active and the Approve button goes', async () => {
    const fetchMock = stubServer(
      {
        'GET /api/users': () => Response.json(users),
        'PUT /api/users/2': () => Response.json({ ...users[1], status: 'active' }),
      },
      signedInAdmin,
    );
    renderApp('/admin/users');

    const row = await findRow('grace');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve grace' }));

    await waitFor(() => {
      expect(within(row).queryByRole('button', { name: 'Approve grace' })).not.toBeInTheDocument();
    });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(putCalls(fetchMock, 2)).toEqual([{ status: 'active' }]);
    expect(within(row).getByRole('button', { name: 'Edit grace' })).toHaveFocus();
    expect(await screen.findByText('User approved')).toBeInTheDocument();
  });

  it('says why an approval failed and keeps the row as it was', async () => {
    stubServer(
      {
        'GET /api/users': () => Response.json(users),
        'PUT /api/users/2': () => Response.json({ message: 'User not found' }, { status: 404 }),
      },
      signedInAdmin,
    );
    renderApp('/admin/users');

    const row = await findRow('grace');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve grace' }));

    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
    expect(within(row).getByText('Waitlist')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve grace' })).toBeEnabled();
  });

  it('edits role, status and credits in the Edit User dialog and shows the updated row', async () => {
    const fetchMock = stubServer(
      {
        'GET /api/users': () => Response.json(users),
        'PUT /api/users/2': ({ body }) => Response.json({ ...users[1], ...(body as object) }),
      },
      signedInAdmin,
    );
    const user = userEvent.setup();
    renderApp('/admin/users');

    await user.click(within(await findRow('grace')).getByRole('button', { name: 'Edit grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Role')).toHaveTextContent('User');
    expect(within(dialog).getByLabelText('Status')).toHaveTextContent('Waitlist');
    const credits = within(dialog).getByLabelText('Credits');
    expect(credits).toHaveValue(10);
    expect(credits).toHaveAttribute('min', '0');

    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByLabelText('Status'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Active',
      'Waitlist',
      'Inactive',
    ]);
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await user.clear(credits);
    await user.type(credits, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(putCalls(fetchMock, 2)).toEqual([{ role: 'admin', status: 'active', credits: 25 }]);
    expect(cellTexts(await findRow('grace')).slice(3, 7)).toEqual(['Active', 'Admin', 'No', '25']);
    expect(await screen.findByText('User updated')).toBeInTheDocument();
  });

  it('refuses credits under 0 before sending anything', async () => {
    const fetchMock = stubServer({ 'GET /api/users': () => Response.json(users) }, signedInAdmin);
    const user = userEvent.setup();
    renderApp('/admin/users');

    await user.click(within(await findRow('alan')).getByRole('button', { name: 'Edit alan' }));
    const credits = within(await screen.findByRole('dialog')).getByLabelText('Credits');
    await user.clear(credits);
    await user.type(credits, '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Credits must be a whole number of 0 or more.')).toBeInTheDocument();
    expect(credits).toHaveAccessibleDescription('Credits must be a whole number of 0 or more.');
    expect(putCalls(fetchMock, 3)).toEqual([]);
  });

  it('shows the last-admin refusal in the dialog and keeps it open', async () => {
    const lastAdmin =
      'The last active admin cannot be demoted or deactivated. Make another user an active admin first.';
    stubServer(
      {
        'GET /api/users': () => Response.json(users),
        'PUT /api/users/1': () => Response.json({ message: lastAdmin }, { status: 409 }),
      },
      signedInAdmin,
    );
    renderApp('/admin/users');

    const dialog = await saveAdminAsUser();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(lastAdmin);
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('takes an admin who gives up their own admin role out of the admin pages', async () => {
    stubServer(
      {
        'GET /api/users': () => Response.json(users),
        'PUT /api/users/1': ({ body }) => Response.json({ ...users[0], ...(body as object) }),
        'GET /api/companies': () => Response.json([]),
      },
      signedInAdmin,
    );
    renderApp('/admin/users');

    await saveAdminAsUser();

    await waitFor(() => {
      expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
    });
  });

  it('puts the server validation messages under their fields', async () => {
    stubServer(
      {
        'GET /api/users': () => Response.json(users),
        'PUT /api/users/3': () =>
          Response.json(
            { message: 'Credits must be at most 1000000.', fieldErrors: { credits: 'Credits must be at most 1000000.' } },
            { status: 422 },
          ),
      },
      signedInAdmin,
    );
    const user = userEvent.setup();
    renderApp('/admin/users');

    await user.click(within(await findRow('alan')).getByRole('button', { name: 'Edit alan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Credits must be at most 1000000.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Credits')).toHaveFocus();
  });

  it('closes the dialog on Cancel without saving', async () => {
    const fetchMock = stubServer({ 'GET /api/users': () => Response.json(users) }, signedInAdmin);
    const user = userEvent.setup();
    renderApp('/admin/users');

    const edit = within(await findRow('grace')).getByRole('button', { name: 'Edit grace' });
    await user.click(edit);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(edit).toHaveFocus();
    expect(putCalls(fetchMock, 2)).toEqual([]);
  });

  it("says 'Error: Failed to fetch users' when the list cannot be loaded", async () => {
    stubServer(
      { 'GET /api/users': () => Response.json({ message: 'Forbidden' }, { status: 403 }) },
      signedInAdmin,
    );
    renderApp('/admin/users');

    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch users');
    expect(alert).toHaveTextContent('Forbidden');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
