import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { contentFieldsRoute, makeContentPreview, makeVersion } from '@/testing/content-fixtures';
import { NO_CREDITS_MESSAGE, stubContentServer } from '@/testing/content';
import { answersOf, makeRecord, questionLabel, sentBodies, stubInterviewServer } from '@/testing/interviews';
import { renderApp } from '@/testing/render-app';
import { expectBusy } from '@/testing/busy';

// The interview's side panel and generate flow (docs/frontend.md "Interview" and "Content").

const button = (name: string) => screen.getByRole('button', { name });
const currentPath = () => screen.getByTestId('current-path').textContent;
const overlay = () => screen.queryByRole('dialog', { name: 'Generating Your Content' });

/** Moves the fake clock on by `ms`, running what falls due and what that sets off. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function openAt(path: string, heading: string) {
  renderApp(path);
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
}

const complete = () => [makeRecord('heuristics'), makeRecord('hormones'), makeRecord('history'), makeRecord('heritage')];

describe('interview preview', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  it('asks for nothing below 25%; from 25% shows the free preview of the built-in writer', async () => {
    const { fetchMock, state } = stubInterviewServer({
      records: [makeRecord('heuristics', { completed: false, responses: answersOf('heuristics', 'A', 2) })],
    });
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    expect(screen.getByText('The preview appears once 25% of the interview is complete.')).toBeInTheDocument();
    expect(button('Regenerate')).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST', '/api/content/preview')).toEqual([]);

    // The section is completed elsewhere: the 3-second list read brings it, and the preview.
    state.records = [makeRecord('heuristics')];
    expect(await screen.findByText('Preview headline 1', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('Free preview')).toBeInTheDocument();
    expect(screen.getByText('Written by the built-in writer')).toBeInTheDocument();
    expect(screen.getByText('Value proposition of version 1.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '30-Second Pitch' })).toBeInTheDocument();
    expect(screen.getByText('Preview pitch 1.')).toBeInTheDocument();
    expect(button('Regenerate')).toBeEnabled();
    expect(sentBodies(fetchMock, 'POST', '/api/content/preview')).toEqual([{ companyId: 1 }]);
  });

  it("names the preview's pitch with the label the server lists", async () => {
    stubInterviewServer({
      records: [makeRecord('heuristics')],
      routes: contentFieldsRoute({ 'pitch.pitch30sec': 'Elevator Pitch' }),
    });
    await openAt('/interview/1/hormones', 'Emotional Drivers');

    expect(await screen.findByRole('heading', { level: 3, name: 'Elevator Pitch' })).toBeInTheDocument();
    expect(screen.getByText('Preview pitch 1.')).toBeInTheDocument();
    expect(screen.queryByText('30-Second Pitch')).not.toBeInTheDocument();
  });

  it('Regenerate asks for new wording, keeping the old preview until it comes', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubInterviewServer({
      records: [makeRecord('heuristics')],
      routes: {
        'POST /api/content/preview': () =>
          answer
            ? new Promise<Response>((resolve) => (answer = resolve))
            : Response.json(makeContentPreview(1)),
      },
    });
    await openAt('/interview/1/hormones', 'Emotional Drivers');
    expect(await screen.findByText('Preview headline 1')).toBeInTheDocument();

    answer = () => undefined;
    await userEvent.click(button('Regenerate'));
    expectBusy(await screen.findByRole('button', { name: 'Regenerating...' }));
    expect(screen.getByText('Preview headline 1')).toBeInTheDocument();
    expect(screen.getByText('Regenerating the preview...')).toBeInTheDocument();

    answer(Response.json(makeContentPreview(2)));
    expect(await screen.findByText('Preview headline 2')).toBeInTheDocument();
    expect(screen.queryByText('Preview headline 1')).not.toBeInTheDocument();
    expect(button('Regenerate')).toBeEnabled();
  });

  it('asks for a new preview when a section is completed', async () => {
    const { fetchMock } = stubInterviewServer({
      records: [makeRecord('heuristics'), makeRecord('hormones', { completed: false, responses: answersOf('hormones', 'A', 0) })],
    });
    await openAt('/interview/1/hormones', 'Emotional Drivers');
    expect(await screen.findByText('Preview headline 1')).toBeInTheDocument();

    for (const index of [0, 1, 2, 3]) await userEvent.type(screen.getByLabelText(questionLabel('hormones', index)), 'Typed');
    await userEvent.click(button('Save Section'));

    expect(await screen.findByText('Preview headline 2')).toBeInTheDocument();
    expect(screen.getByText('The preview draws on your completed sections: Customer Mindset, Emotional Drivers.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/preview')).toHaveLength(2);
  });

  it('says when the preview could not be made, with Try again', async () => {
    let fail = true;
    stubInterviewServer({
      records: [makeRecord('heuristics')],
      routes: {
        'POST /api/content/preview': () =>
          fail ? Response.json({ message: 'Preview unavailable' }, { status: 500 }) : Response.json(makeContentPreview(3)),
      },
    });
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to load the preview');
    expect(alert).toHaveTextContent('Preview unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Preview headline 3')).toBeInTheDocument();
  });
});

describe('interview generate flow', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Generating Your Content' from 500 ms until at least 3 s after the answer, then the content", async () => {
    const { fetchMock } = stubContentServer({ records: complete() });
    await openAt('/interview/1/heritage', 'Cultural Context');
    expect(await screen.findByText('Preview headline 1')).toBeInTheDocument();

    vi.useFakeTimers();
    const ready = screen.getByRole('region', { name: 'Ready to generate content' });
    fireEvent.click(within(ready).getByRole('button', { name: 'Generate Content' }));
    // The server answers at once; the overlay still waits its 500 ms.
    await advance(0);
    expect(sentBodies(fetchMock, 'POST', '/api/content/generate')).toEqual([{ companyId: 1 }]);
    expect(within(ready).getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(button('Regenerate')).toBeDisabled();
    await advance(499);
    expect(overlay()).not.toBeInTheDocument();

    await advance(1);
    const dialog = overlay();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This takes 20-30 seconds, or a minute or two.');
    expect(within(dialog as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    // The model's words as they came, for the eye only (the stages speak for them).
    const draft = within(dialog as HTMLElement).getByText('A headline being written');
    expect(within(dialog as HTMLElement).getByText('Writing Headline')).toBeInTheDocument();
    expect(draft.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.keyDown(dialog as HTMLElement, { key: 'Escape' });

    await advance(2399);
    expect(overlay()).toBeInTheDocument();
    expect(currentPath()).toBe('/interview/1/heritage');

    await advance(200);
    // The content page's code loads (real timers), then the overlay gives way to it.
    vi.useRealTimers();
    await waitFor(() => {
      expect(currentPath()).toBe('/content/1');
    });
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getByText('Content generated')).toBeInTheDocument();
    expect(screen.getByText('Version 1 is ready.')).toBeInTheDocument();
    // The content was read while the overlay showed: the page has it at once.
    expect(screen.getByText(/Problem statement of version 1\./)).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.textContent === 'Version 1 · Written by gpt-4o-mini')).toBeInTheDocument();
  });

  it("says 'Error Generating Content' when the generation fails, and stays", async () => {
    stubContentServer({
      records: complete(),
      routes: { 'POST /api/content/generate': () => Response.json({ message: 'The writer failed' }, { status: 502 }) },
    });
    await openAt('/interview/1/heritage', 'Cultural Context');

    await userEvent.click(button('Generate Content'));
    expect(await screen.findByText('Error Generating Content')).toBeInTheDocument();
    expect(screen.getByText('There was a problem generating your content. Please try again.')).toBeInTheDocument();
    expect(overlay()).not.toBeInTheDocument();
    expect(button('Generate Content')).toBeEnabled();
    expect(currentPath()).toBe('/interview/1/heritage');
  });

  it("shows the server's message when there are no credits left", async () => {
    stubContentServer({ records: complete(), credits: 0, versions: [makeVersion(1)] });
    await openAt('/interview/1/heritage', 'Cultural Context');

    await userEvent.click(button('Generate Content'));
    expect(await screen.findByText(NO_CREDITS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Error Generating Content')).toBeInTheDocument();
    await waitFor(() => {
      expect(button('Generate Content')).toBeEnabled();
    });
    expect(currentPath()).toBe('/interview/1/heritage');
  });
});
