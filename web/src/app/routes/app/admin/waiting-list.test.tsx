import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { WaitlistEntry } from '@/features/waitlist/api/get-waitlist';
import { captureDownloads } from '@/testing/downloads';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const signedInAdmin = { isSignedIn: true, user: makeUser({ role: 'admin' }) };

/** Entry `id` of a list of 120, as the server would answer it. */
function entry(id: number): WaitlistEntry {
  return { id, name: `Person ${id}`, email: `person${id}@example.com`, createdAt: '2026-01-05T10:30:00Z' };
}

/** GET /api/waitlist page `page` of 50, newest (highest id) first, of `total` entries. */
function pageAnswer(page: number, total = 120) {
  const ids = Array.from({ length: 50 }, (_, index) => total - (page - 1) * 50 - index).filter((id) => id > 0);
  return () => Response.json({ items: ids.map(entry), total, page, pageSize: 50 });
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
});
