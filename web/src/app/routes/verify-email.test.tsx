import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const waitlisted = { isSignedIn: true, user: makeUser({ status: 'waitlist' }) };
const VERIFY = 'GET /api/auth/verify-email?token=abc123';

function verifyCalls(fetchMock: ReturnType<typeof stubServer>) {
  return fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.startsWith('/api/auth/verify-email'));
}

describe('email verification page', () => {
  it('waits for the server, then shows its message once verified, calling it only once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubServer(
      { [VERIFY]: () => new Promise<Response>((resolve) => (answer = resolve)) },
      waitlisted,
    );
    renderApp('/verify-email?token=abc123');

    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
    await expect.poll(() => verifyCalls(fetchMock)).toHaveLength(1);
    answer(Response.json({ message: 'Your email address has been verified.' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified' })).toBeInTheDocument();
    expect(screen.getByText('Your email address has been verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it("shows the server's reason when the link is refused", async () => {
    const fetchMock = stubServer(
      {
        [VERIFY]: () =>
          Response.json({ message: 'This verification link is invalid, already used or expired.' }, { status: 400 }),
      },
      waitlisted,
    );
    renderApp('/verify-email?token=abc123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('This verification link is invalid, already used or expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Registration' })).toHaveAttribute('href', '/waitlist');
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it('falls back to its own text when the server gives no reason', async () => {
    stubServer({ [VERIFY]: () => new Response('Bad Gateway', { status: 502 }) }, waitlisted);
    renderApp('/verify-email?token=abc123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('Failed to verify email. The link may be expired or invalid.')).toBeInTheDocument();
  });

  it.each(['/verify-email', '/verify-email?token=', '/verify-email?token=%20'])(
    'asks for the link again without calling the server on %s',
    async (path) => {
      const fetchMock = stubServer({}, waitlisted);
      renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
      expect(
        screen.getByText('Verification token is missing. Please check your email link and try again.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Registration' })).toHaveAttribute('href', '/waitlist');
      expect(verifyCalls(fetchMock)).toHaveLength(0);
    },
  );
});
