import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const entry = { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', createdAt: '2026-01-05T10:00:00Z' };

async function fillAndSubmit(name = 'Ada Lovelace', email = 'ada@example.com') {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
}

function expectValues(name: string, email: string) {
  expect(screen.getByLabelText('Name')).toHaveValue(name);
  expect(screen.getByLabelText('Email')).toHaveValue(email);
}

/** The waiting-list page, once its code has loaded (a chunk of its own). */
async function openWaitlist() {
  renderApp('/waitlist');
  await screen.findByRole('heading', { level: 1, name: 'Join Waiting List' });
}

describe('waitlist page', () => {
  // Toasts live in a module-level store: start each test without the last one's.
  beforeEach(() => {
    dismissToast();
  });

  it('shows the form, the notice and the ways back', async () => {
    stubServer({});
    await openWaitlist();

    expect(screen.getByRole('heading', { level: 1, name: 'Join Waiting List' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByText("We'll notify you as soon as registration opens. No spam, ever.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute('href', '/login');
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = stubServer({});
    await openWaitlist();

    await fillAndSubmit('   ', '');
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/waitlist')).toHaveLength(0);
  });

  it('reads Joining waitlist... while sending, then confirms and clears the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubServer({
      'POST /api/waitlist': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openWaitlist();

    await fillAndSubmit('  Ada Lovelace ', 'ada@example.com');
    expect(await screen.findByRole('button', { name: 'Joining waitlist...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/waitlist',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com' }),
      }),
    );

    answer(Response.json(entry, { status: 201 }));
    expect(await screen.findByText('Added to waiting list')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your interest! We'll notify you when registration opens.")).toBeInTheDocument();
    expectValues('', '');
    expect(screen.getByRole('button', { name: 'Join Waiting List' })).toBeEnabled();
  });

  it('says so when the email is already on the list', async () => {
    stubServer({
      'POST /api/waitlist': () => Response.json({ message: 'Email already in waitlist' }, { status: 409 }),
    });
    await openWaitlist();

    await fillAndSubmit();
    expect(await screen.findByText('Waitlist failed')).toBeInTheDocument();
    expect(screen.getByText('This email is already on our waiting list.')).toBeInTheDocument();
    expectValues('Ada Lovelace', 'ada@example.com');
  });

  it("puts the server's validation messages on the fields", async () => {
    stubServer({
      'POST /api/waitlist': () =>
        Response.json(
          {
            message: 'Name must not contain control characters.',
            fieldErrors: { name: 'Name must not contain control characters.' },
          },
          { status: 422 },
        ),
    });
    await openWaitlist();

    await fillAndSubmit();
    expect(await screen.findByText('Name must not contain control characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByText('Waitlist failed')).not.toBeInTheDocument();
    expectValues('Ada Lovelace', 'ada@example.com');
  });

  it('shows the rate-limit message once the retries are spent', async () => {
    const fetchMock = stubServer({
      'POST /api/waitlist': () =>
        Response.json({ message: 'Too many' }, { status: 429, headers: { 'Retry-After': '0' } }),
    });
    await openWaitlist();

    await fillAndSubmit();
    expect(await screen.findByText('Rate limit exceeded. Please try again in 0 seconds.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/waitlist')).toHaveLength(4);
    expectValues('Ada Lovelace', 'ada@example.com');
  });

  it('shows a long rate-limit wait at once, without retrying', async () => {
    const fetchMock = stubServer({
      'POST /api/waitlist': () =>
        Response.json({ message: 'Too many' }, { status: 429, headers: { 'Retry-After': '120' } }),
    });
    await openWaitlist();

    await fillAndSubmit();
    expect(await screen.findByText('Rate limit exceeded. Please try again in 120 seconds.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/waitlist')).toHaveLength(1);
    expectValues('Ada Lovelace', 'ada@example.com');
  });

  it.each([
    ['a server error', () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps what was typed after %s', async (_, failure) => {
    stubServer({ 'POST /api/waitlist': failure });
    await openWaitlist();

    await fillAndSubmit();
    expect(await screen.findByText('Failed to join waitlist. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Waitlist failed')).toBeInTheDocument();
    expectValues('Ada Lovelace', 'ada@example.com');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Join Waiting List' })).toBeEnabled();
    });
  });

  it('shows any other server message as given', async () => {
    stubServer({
      'POST /api/waitlist': () => Response.json({ message: 'The waiting list is closed.' }, { status: 503 }),
    });
    await openWaitlist();

    await fillAndSubmit();
    expect(await screen.findByText('The waiting list is closed.')).toBeInTheDocument();
    expectValues('Ada Lovelace', 'ada@example.com');
  });
});
