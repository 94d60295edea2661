import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';
import { expectBusy } from '@/testing/busy';

const signedIn = { isSignedIn: true, user: makeUser({ id: 42 }) };

// The dashboard, where a sent feedback leads, reads the companies.
const dashboardRoutes = { 'GET /api/companies': () => Response.json([]) };

const feedbackPosts = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/feedback' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

const currentPath = () => screen.getByTestId('current-path').textContent;

describe('feedback page', () => {
  beforeEach(() => {
    dismissToast();
  });

  it('has a type select defaulting to the first type and a 15-row message box', async () => {
    stubServer({}, signedIn);
    const user = userEvent.setup();
    renderApp('/feedback');

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveTextContent('Improvement');
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('rows', '15');
    expect(message).toBeRequired();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    await user.click(type);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Improvement',
      'Share an Idea',
      'Report an Issue',
      'General Feedback',
    ]);
  });

  it('asks for a message before sending anything', async () => {
    const fetchMock = stubServer({}, signedIn);
    const user = userEvent.setup();
    renderApp('/feedback');

    await user.type(await screen.findByRole('textbox', { name: 'Message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please enter your feedback.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Please enter your feedback.');
    expect(feedbackPosts(fetchMock)).toEqual([]);
  });

  it('reads Submitting... while sending, thanks the user and goes to the dashboard', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubServer(
      {
        ...dashboardRoutes,
        'POST /api/feedback': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
      signedIn,
    );
    const user = userEvent.setup();
    renderApp('/feedback');

    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Report an Issue' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The export button hides on small screens.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expectBusy(await screen.findByRole('button', { name: 'Submitting...' }));
    expect(feedbackPosts(fetchMock)).toEqual([
      { type: 'Report an Issue', message: 'The export button hides on small screens.', userId: 42 },
    ]);
    answer(Response.json({ id: 1 }, { status: 201 }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByText('Feedback', { selector: '.toast *' })).toBeInTheDocument();
    await waitFor(() => {
      expect(currentPath()).toBe('/dashboard');
    });
  });

  it("says 'Failed to submit feedback.' when the server refuses, and keeps the message", async () => {
    stubServer(
      { 'POST /api/feedback': () => Response.json({ message: 'Forbidden' }, { status: 403 }) },
      signedIn,
    );
    const user = userEvent.setup();
    renderApp('/feedback');

    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Love it');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Failed to submit feedback.')).toBeInTheDocument();
    expect(currentPath()).toBe('/feedback');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Love it');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("says 'Error submitting feedback.' when the server cannot be reached", async () => {
    stubServer(
      {
        'POST /api/feedback': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      signedIn,
    );
    const user = userEvent.setup();
    renderApp('/feedback');

    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Love it');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error submitting feedback.')).toBeInTheDocument();
    expect(currentPath()).toBe('/feedback');
  });
});
