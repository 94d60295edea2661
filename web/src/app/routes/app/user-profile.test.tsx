import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const signedIn = { isSignedIn: true, user: makeUser() };

/** The value shown for a term of the details list. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('user profile page', () => {
  it('says it is loading, then shows the details from /api/users/me', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubServer(
      { 'GET /api/users/me': () => new Promise<Response>((resolve) => (answer = resolve)) },
      signedIn,
    );
    renderApp('/userprofile');

    expect(await screen.findByText('Loading user details...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading user details...');
    await expect.poll(() => fetchMock.mock.calls.map(([url]) => url)).toContain('/api/users/me');
    answer(
      Response.json({
        ...makeUser({
          username: 'grace.h',
          name: 'Grace Hopper',
          email: 'grace@example.com',
          credits: 7,
          status: 'active',
        }),
        avatar: 'https://example.com/grace.png',
        isVerified: true,
        createdAt: '2026-01-02T03:04:05Z',
      }),
    );

    expect(await screen.findByText('grace.h')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('grace.h');
    expect(detail('Display name')).toHaveTextContent('Grace Hopper');
    expect(detail('Email')).toHaveTextContent('grace@example.com');
    expect(detail('Credits')).toHaveTextContent('7');
    expect(detail('Status')).toHaveTextContent('Active');
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'https://example.com/grace.png',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows initials instead of a picture when there is no avatar', async () => {
    stubServer({ 'GET /api/users/me': () => Response.json(makeUser({ status: 'waitlist' })) }, signedIn);
    renderApp('/userprofile');

    expect(await screen.findByText('Waitlist')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Profile picture' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('AL')).toBeInTheDocument();
    expect(detail('Display name')).toHaveTextContent('Ada Lovelace');
  });

  it('says when the sign-in gave no display name', async () => {
    stubServer({ 'GET /api/users/me': () => Response.json(makeUser({ username: 'ada', name: ' ' })) }, signedIn);
    renderApp('/userprofile');

    expect(await screen.findByText('Not given')).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('ada');
  });

  it('says so when the details cannot be loaded', async () => {
    stubServer({ 'GET /api/users/me': () => Response.json({ message: 'Unauthorized' }, { status: 401 }) }, signedIn);
    renderApp('/userprofile');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user details.');
    expect(screen.queryByText('Loading user details...')).not.toBeInTheDocument();
  });
});
