import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeedbackItem } from '@/features/feedback/api/get-feedback';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const signedInAdmin = { isSignedIn: true, user: makeUser({ role: 'admin' }) };

const issue: FeedbackItem = {
  id: 2,
  type: 'Report an Issue',
  message: 'The export button hides\non small screens.',
  createdAt: '2026-02-01T09:15:00Z',
  userId: 7,
  username: 'grace',
  email: 'grace@example.com',
};
const orphan: FeedbackItem = {
  id: 1,
  type: 'Share an Idea',
  message: 'Dark mode, please.',
  createdAt: '2026-01-20T18:00:00Z',
  userId: null,
  username: null,
  email: null,
};

const pageRoute = (page: number) => `GET /api/feedback?page=${page}&pageSize=50`;

describe('admin feedback inbox', () => {
  it('shows each message with its type, author and date, newest first', async () => {
    stubServer(
      { [pageRoute(1)]: () => Response.json({ items: [issue, orphan], total: 2, page: 1, pageSize: 50 }) },
      signedInAdmin,
    );
    renderApp('/admin/feedback');

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Inbox' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Feedback' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('Two messages expected');
    expect(within(first).getByText('Report an Issue')).toBeInTheDocument();
    expect(within(first).getByText('grace')).toBeInTheDocument();
    expect(first).toHaveTextContent('grace@example.com');
    expect(within(first).getByText(/The export button hides/)).toHaveTextContent(
      'The export button hides on small screens.',
    );
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-02-01T09:15:00Z');
    expect(within(second).getByText('Share an Idea')).toBeInTheDocument();
    expect(within(second).getByText('Deleted account')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 messages')).toBeInTheDocument();
  });

  it('pages through the messages', async () => {
    const many = Array.from({ length: 50 }, (_, index) => ({
      ...issue,
      id: 60 - index,
      message: `Note ${60 - index}`,
    }));
    stubServer(
      {
        [pageRoute(1)]: () => Response.json({ items: many, total: 60, page: 1, pageSize: 50 }),
        [pageRoute(2)]: () =>
          Response.json({ items: [{ ...orphan, message: 'The oldest note' }], total: 60, page: 2, pageSize: 50 }),
      },
      signedInAdmin,
    );
    renderApp('/admin/feedback');

    expect(await screen.findByText('Note 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('The oldest note')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Note 60')).not.toBeInTheDocument();
  });

  it('says when there is no feedback yet', async () => {
    stubServer(
      { [pageRoute(1)]: () => Response.json({ items: [], total: 0, page: 1, pageSize: 50 }) },
      signedInAdmin,
    );
    renderApp('/admin/feedback');

    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
  });

  it('says so when the feedback cannot be loaded', async () => {
    stubServer(
      { [pageRoute(1)]: () => Response.json({ message: 'Forbidden' }, { status: 403 }) },
      signedInAdmin,
    );
    renderApp('/admin/feedback');

    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch feedback');
  });

  it('is for admins only', async () => {
    stubServer({ 'GET /api/companies': () => Response.json([]) }, { isSignedIn: true, user: makeUser() });
    renderApp('/admin/feedback');

    await waitFor(() => {
      expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
    });
    expect(screen.queryByRole('heading', { name: 'Feedback Inbox' })).not.toBeInTheDocument();
  });
});
