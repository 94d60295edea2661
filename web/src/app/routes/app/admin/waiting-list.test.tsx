import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { ListedEntry, WaitlistPage } from '@/features/waitlist/api/get-waitlist';
import { captureDownloads } from '@/testing/downloads';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const signedInAdmin = { isSignedIn: true, user: makeUser({ role: 'admin' }) };

/** Entry `id` of a list of 120, as the server would answer it. */
function entry(id: number, overrides: Partial<ListedEntry> = {}): ListedEntry {
  return {
    id,
    name: `Person ${id}`,
    email: `person${id}@example.com`,
    createdAt: '2026-01-05T10:30:00Z',
    invitedAt: null,
    account: null,
    ...overrides,
  };
}

/** GET /api/waitlist page `page` of 50, newest (highest id) first, of `total` entries. */
function pageAnswer(page: number, total = 120) {
  const ids = Array.from({ length: 50 }, (_, index) => total - (page - 1) * 50 - index).filter((id) => id > 0);
  return () => Response.json({ items: ids.map((id) => entry(id)), total, page, pageSize: 50 });
}

const pageRoute = (page: number) => `GET /api/waitlist?page=${page}&pageSize=50`;

const bodyRows = () => within(screen.getByRole('table', { name: 'Waiting list' })).getAllByRole('row').slice(1);

describe('admin waiting list page', () => {
  beforeEach(() => {
    dismissToast();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the newest entries with the columns of the spec and the page info', async () => {
    stubServer({ [pageRoute(1)]: pageAnswer(1) }, signedInAdmin);
    renderApp('/admin/waitinglist');

    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting List' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'person120@example.com' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Waiting list' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Email',
      'Name',
      'Created At',
      'Status',
      'Actions',
    ]);
    expect(bodyRows()).toHaveLength(50);
    const firstRow = within(bodyRows()[0] ?? table).getAllByRole('cell');
    expect(firstRow.slice(0, 3).map((cell) => cell.textContent)).toEqual([
      '120',
      'person120@example.com',
      'Person 120',
    ]);
    expect(within(firstRow[3] ?? table).getByText(/2026/)).toHaveAttribute('datetime', '2026-01-05T10:30:00Z');
    expect(screen.getByText('Showing 1–50 of 120 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('pages with Next and Previous, asking the server for each page', async () => {
    const fetchMock = stubServer(
      { [pageRoute(1)]: pageAnswer(1), [pageRoute(2)]: pageAnswer(2), [pageRoute(3)]: pageAnswer(3) },
      signedInAdmin,
    );
    const user = userEvent.setup();
    renderApp('/admin/waitinglist');

    await screen.findByRole('cell', { name: 'person120@example.com' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'person70@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Showing 51–100 of 120 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'person20@example.com' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('cell', { name: 'person70@example.com' })).toBeInTheDocument();
    const listCalls = fetchMock.mock.calls
      .map(([url]) => url as string)
      .filter((url) => url.startsWith('/api/waitlist'));
    // Page 2 was read once: coming back to it uses the copy already loaded.
    expect(listCalls).toEqual([
      '/api/waitlist?page=1&pageSize=50',
      '/api/waitlist?page=2&pageSize=50',
      '/api/waitlist?page=3&pageSize=50',
    ]);
  });

  it('opens the page given in the address', async () => {
    stubServer({ [pageRoute(3)]: pageAnswer(3) }, signedInAdmin);
    renderApp('/admin/waitinglist?page=3');

    expect(await screen.findByRole('cell', { name: 'person1@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Showing 101–120 of 120 entries')).toBeInTheDocument();
  });

  it('says when no one is on the list', async () => {
    stubServer({ [pageRoute(1)]: pageAnswer(1, 0) }, signedInAdmin);
    renderApp('/admin/waitinglist');

    expect(await screen.findByText('No one is on the waiting list yet.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when the list cannot be loaded', async () => {
    stubServer(
      { [pageRoute(1)]: () => new Response('boom', { status: 500, statusText: 'Server Error' }) },
      signedInAdmin,
    );
    renderApp('/admin/waitinglist');

    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch the waiting list');
    expect(alert).toHaveTextContent('500: Server Error - boom');
  });

  it("downloads the server's CSV as waitlist.csv, reading Exporting... meanwhile", async () => {
    const csv = 'ID,Email,Name,Created At\r\n1,person1@example.com,Person 1,2026-01-05T10:30:00Z\r\n';
    let answer: (response: Response) => void = () => undefined;
    stubServer(
      {
        [pageRoute(1)]: pageAnswer(1),
        'GET /api/waitlist/export.csv': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
      signedInAdmin,
    );
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderApp('/admin/waitinglist');

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting...' })).toBeDisabled();
    answer(new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));

    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(downloads().map(({ name }) => name)).toEqual(['waitlist.csv']);
    expect(await downloads()[0]?.file?.text()).toBe(csv);
  });

  it('says why an export failed and saves nothing', async () => {
    stubServer(
      {
        [pageRoute(1)]: pageAnswer(1),
        'GET /api/waitlist/export.csv': () => Response.json({ message: 'Forbidden' }, { status: 403 }),
      },
      signedInAdmin,
    );
    const downloads = captureDownloads();
    renderApp('/admin/waitinglist');

    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    });
    expect(downloads()).toEqual([]);
  });

  describe('invitations and deletions', () => {
    /** A list of `entries` (newest first) that the stubbed server changes as the real one would. */
    function stubListServer(
      entries: ListedEntry[],
      answers: { invite?: () => Response; remove?: () => Response; approve?: () => Response } = {},
    ) {
      const page = (): WaitlistPage => ({ items: entries, total: entries.length, page: 1, pageSize: 50 });
      return stubServer(
        {
          [pageRoute(1)]: () => Response.json(page()),
          'POST /api/waitlist/:id/invite': ({ params }) => {
            if (answers.invite) return answers.invite();
            const index = entries.findIndex((candidate) => candidate.id === Number(params.id));
            const invited = { ...entries[index], invitedAt: '2026-02-01T09:00:00Z' } as ListedEntry;
            entries.splice(index, 1, invited);
            return Response.json(invited);
          },
          'DELETE /api/waitlist/:id': ({ params }) => {
            if (answers.remove) return answers.remove();
            entries.splice(
              entries.findIndex((candidate) => candidate.id === Number(params.id)),
              1,
            );
            return new Response(null, { status: 204 });
          },
          // The Users page's call: the account's id and its new status.
          'PUT /api/users/:id': ({ params, body }) => {
            if (answers.approve) return answers.approve();
            const approved = { id: Number(params.id), ...(body as { status: 'active' }) };
            return Response.json({
              ...makeUser({ ...approved, username: `user${params.id}` }),
              isVerified: true,
              createdAt: '2026-01-06T10:00:00Z',
              adminByConfiguration: false,
            });
          },
        },
        signedInAdmin,
      );
    }

    const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

    it('shows who has an account and who was invited when, and offers Invite only to those without an account', async () => {
      stubListServer([
        entry(5, { account: { id: 51, status: 'inactive' } }),
        entry(4, { account: { id: 41, status: 'waitlist' } }),
        entry(3, { account: { id: 31, status: 'active' }, invitedAt: '2026-01-20T08:00:00Z' }),
        entry(2, { invitedAt: '2026-01-10T08:00:00Z' }),
        entry(1),
      ]);
      renderApp('/admin/waitinglist');

      await screen.findByRole('cell', { name: 'person3@example.com' });
      const both = row('person3@example.com');
      expect(within(both).getByText('Has an account')).toBeInTheDocument();
      expect(within(both).getByText('Active')).toBeInTheDocument();
      expect(within(both).getByText('Invited')).toBeInTheDocument();
      expect(within(both).getByText(/2026/, { selector: 'time[datetime="2026-01-20T08:00:00Z"]' })).toBeInTheDocument();
      expect(within(both).queryByRole('button', { name: /Invite|Approve/ })).not.toBeInTheDocument();
      expect(within(both).getByRole('button', { name: 'Delete person3@example.com' })).toBeInTheDocument();

      // A waiting account is approved from here; an inactive one is changed on the Users page.
      const waitingAccount = row('person4@example.com');
      expect(within(waitingAccount).getByText('Awaiting approval')).toBeInTheDocument();
      expect(within(waitingAccount).getByRole('button', { name: 'Approve person4@example.com' })).toBeEnabled();
      expect(within(waitingAccount).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
      const inactive = row('person5@example.com');
      expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
      expect(within(inactive).queryByRole('button', { name: /Invite|Approve/ })).not.toBeInTheDocument();

      const invited = row('person2@example.com');
      expect(within(invited).queryByText('Has an account')).not.toBeInTheDocument();
      expect(within(invited).getByRole('button', { name: 'Invite again person2@example.com' })).toBeInTheDocument();

      const waiting = row('person1@example.com');
      expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
      expect(within(waiting).getByRole('button', { name: 'Invite person1@example.com' })).toBeInTheDocument();
    });

    it('invites: the row shows the date of the invitation and a toast says so', async () => {
      const fetchMock = stubListServer([entry(1)]);
      renderApp('/admin/waitinglist');

      await userEvent.click(await screen.findByRole('button', { name: 'Invite person1@example.com' }));

      expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
      expect(screen.getByText('person1@example.com can now sign in.')).toBeInTheDocument();
      const invited = row('person1@example.com');
      expect(within(invited).getByText('Invited')).toBeInTheDocument();
      expect(invited.querySelector('time[datetime="2026-02-01T09:00:00Z"]')).not.toBeNull();
      expect(within(invited).getByRole('button', { name: 'Invite again person1@example.com' })).toBeEnabled();
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/waitlist/1/invite');
      expect(call?.[1]?.method).toBe('POST');
    });

    it('says why an invitation failed', async () => {
      const message = 'This person already has an account: approve them on the Users page.';
      stubListServer([entry(1)], { invite: () => Response.json({ message }, { status: 409 }) });
      renderApp('/admin/waitinglist');

      await userEvent.click(await screen.findByRole('button', { name: 'Invite person1@example.com' }));

      expect(await screen.findByText('Failed to invite')).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(within(row('person1@example.com')).getByText('Waiting')).toBeInTheDocument();
    });

    it("approves an entry's waiting account as the Users page does: the row says Active, the focus stays in it", async () => {
      const fetchMock = stubListServer([entry(2, { account: { id: 21, status: 'waitlist' } }), entry(1)]);
      renderApp('/admin/waitinglist');

      await userEvent.click(await screen.findByRole('button', { name: 'Approve person2@example.com' }));

      expect(await screen.findByText('User approved')).toBeInTheDocument();
      expect(screen.getByText('user21 can now use Pitchwise.')).toBeInTheDocument();
      const approved = row('person2@example.com');
      expect(within(approved).getByText('Active')).toBeInTheDocument();
      expect(within(approved).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
      expect(within(approved).getByRole('button', { name: 'Delete person2@example.com' })).toHaveFocus();
      const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
      expect(puts.map(([url, init]) => [url, JSON.parse(init?.body as string) as unknown])).toEqual([
        ['/api/users/21', { status: 'active' }],
      ]);
    });

    it('says why an approval failed and keeps the Approve button', async () => {
      stubListServer([entry(1, { account: { id: 11, status: 'waitlist' } })], {
        approve: () => Response.json({ message: 'User not found' }, { status: 404 }),
      });
      renderApp('/admin/waitinglist');

      await userEvent.click(await screen.findByRole('button', { name: 'Approve person1@example.com' }));

      expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
      expect(screen.getByText('User not found')).toBeInTheDocument();
      const waiting = row('person1@example.com');
      expect(within(waiting).getByText('Awaiting approval')).toBeInTheDocument();
      expect(within(waiting).getByRole('button', { name: 'Approve person1@example.com' })).toBeEnabled();
    });

    it('deletes an entry after a confirmation; Cancel deletes nothing', async () => {
      const fetchMock = stubListServer([entry(2), entry(1)]);
      const deletions = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
      renderApp('/admin/waitinglist');

      await userEvent.click(await screen.findByRole('button', { name: 'Delete person2@example.com' }));
      let dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
      expect(dialog).toHaveTextContent('Person 2 (person2@example.com) will be removed from the waiting list.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(deletions()).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Delete person2@example.com' }));
      dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Entry deleted')).toBeInTheDocument();
      expect(screen.getByText('person2@example.com is no longer on the waiting list.')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'person2@example.com' })).not.toBeInTheDocument();
      expect(screen.getByText('Showing 1–1 of 1 entries')).toBeInTheDocument();
      expect(deletions().map(([url]) => url)).toEqual(['/api/waitlist/2']);
    });

    it('keeps the confirmation open and says why when a delete fails', async () => {
      stubListServer([entry(1)], {
        remove: () => Response.json({ message: 'Waiting-list entry not found' }, { status: 404 }),
      });
      renderApp('/admin/waitinglist');

      await userEvent.click(await screen.findByRole('button', { name: 'Delete person1@example.com' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Failed to delete entry')).toBeInTheDocument();
      expect(screen.getByText('Waiting-list entry not found')).toBeInTheDocument();
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    });
  });
});
