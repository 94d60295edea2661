import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { SectionKey } from '@/features/interviews/types';
import { makeCompany } from '@/testing/companies';
import {
  answersOf,
  makeRecord,
  QUESTIONS,
  questionLabel,
  RESPONSE_KEYS,
  sentBodies,
  stubInterviewServer,
} from '@/testing/interviews';
import { renderApp } from '@/testing/render-app';
import { expectBusy } from '@/testing/busy';

const field = (section: SectionKey, index: number) => screen.getByLabelText(questionLabel(section, index));
const fields = (section: SectionKey) => [0, 1, 2, 3].map((index) => field(section, index));
const button = (name: string) => screen.getByRole('button', { name });
const currentPath = () => screen.getByTestId('current-path').textContent;
const sectionCard = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Interview sections' })).getByRole('link', { name: new RegExp(name) });

/** Opens the interview at `path` and waits for the section's questions. */
async function openAt(path: string, heading: string) {
  renderApp(path);
  expect(await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 })).toBeInTheDocument();
}

async function answerAll(section: SectionKey, text = 'Typed') {
  for (const input of fields(section)) await userEvent.type(input, text);
}

describe('interview page', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  it('shows the company, its progress, the section cards and the questions of the section', async () => {
    stubInterviewServer({
      records: [makeRecord('heuristics'), makeRecord('hormones', { completed: false, responses: answersOf('hormones', 'A', 1) })],
    });
    await openAt('/interview/1/hormones', 'Emotional Drivers');

    expect(screen.getByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeInTheDocument();
    expect(screen.getByText('25% Complete')).toBeInTheDocument();
    expect(sectionCard('Customer Mindset')).toHaveTextContent('Completed');
    expect(sectionCard('Emotional Drivers')).toHaveTextContent('In progress');
    expect(sectionCard('Emotional Drivers')).toHaveAttribute('aria-current', 'page');
    expect(sectionCard('Past Experiences')).toHaveTextContent('Upcoming');
    expect(sectionCard('Cultural Context')).not.toHaveAttribute('aria-current');

    const first = field('hormones', 0);
    expect(first).toHaveValue('A problemEmotions');
    expect(first).toHaveAccessibleDescription('Help for problemEmotions, e.g. an example. Enhances: Headline, Part 1');
    expect(screen.getAllByText('2 words')).toHaveLength(1);
    expect(screen.getAllByText('0 words')).toHaveLength(3);

    expect(screen.getByRole('progressbar', { name: 'Interview progress' })).toHaveAttribute('aria-valuenow', '25');
    const checklist = screen.getByRole('list', { name: 'What your answers unlock' });
    expect(within(checklist).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free preview: headline, value proposition and 30-sec pitchAvailable',
      'Your content: core messaging, website copy, three pitches and an objection sheetAt 100%',
      'Pitch Deck and Video ScriptsComing soon',
    ]);
    expect(await screen.findByText('Preview headline 1')).toBeInTheDocument();
    expect(button('Regenerate')).toBeEnabled();
    expect(screen.getByText('The preview draws on your completed sections: Customer Mindset.')).toBeInTheDocument();
    expect(screen.queryByText('Ready to generate content')).not.toBeInTheDocument();
    // The sidebar's links follow the company being interviewed.
    expect(JSON.parse(localStorage.getItem('company-store') ?? 'null')).toMatchObject({ id: 1 });
  });

  it('enables each question once the previous one is answered, and Save Section and Next once all are', async () => {
    stubInterviewServer();
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    const [first, second, third, fourth] = fields('heuristics');
    expect(first).toBeEnabled();
    for (const input of [second, third, fourth]) expect(input).toBeDisabled();
    expect(button('Save Section')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
    expect(button('Previous')).toBeDisabled();
    expect(button('Regenerate')).toBeDisabled();
    expect(screen.getByText('The preview appears once 25% of the interview is complete.')).toBeInTheDocument();

    await userEvent.type(first as HTMLElement, 'Empty shelves');
    expect(second).toBeEnabled();
    expect(third).toBeDisabled();
    expect(screen.getByText('2 words')).toBeInTheDocument();

    // A blank answer does not count.
    await userEvent.type(second as HTMLElement, '   ');
    expect(third).toBeDisabled();
    await userEvent.type(second as HTMLElement, 'Reviews');
    await userEvent.type(third as HTMLElement, 'Price');
    expect(fourth).toBeEnabled();
    expect(button('Save Section')).toBeDisabled();
    await userEvent.type(fourth as HTMLElement, 'Spreadsheets');
    expect(button('Save Section')).toBeEnabled();
    expect(button('Next')).toBeEnabled();

    // Clearing the first answer disables the second again (its text stays).
    await userEvent.clear(first as HTMLElement);
    expect(second).toBeDisabled();
    expect(second).toHaveValue('   Reviews');
    expect(button('Save Section')).toBeDisabled();
  });

  it('fills the answers from the chosen sample set without saving them', async () => {
    const { fetchMock } = stubInterviewServer();
    await openAt('/interview/1/history', 'Past Experiences');

    await userEvent.click(button('Fill with Sample Data'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Healthcare' }));
    RESPONSE_KEYS.history.forEach((key, index) => {
      expect(field('history', index)).toHaveValue(QUESTIONS.samples[1]?.answers.history?.[key]);
    });

    await userEvent.click(button('Fill with Sample Data'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Technology' }));
    expect(field('history', 3)).toHaveValue('Technology answer to evolvedNeeds.');
    expect(button('Save Section')).toBeEnabled();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([]);
  });

  it('creates the record on the first save and updates it by its id afterwards', async () => {
    const { fetchMock } = stubInterviewServer();
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await answerAll('heuristics', 'First ');
    await userEvent.click(button('Save Section'));
    expect(await screen.findByText('Section saved')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([
      {
        companyId: 1,
        section: 'heuristics',
        responses: Object.fromEntries(RESPONSE_KEYS.heuristics.map((key) => [key, 'First '])),
        completed: true,
      },
    ]);
    // The server's trimmed answer shows, and the section counts as completed.
    await waitFor(() => {
      expect(field('heuristics', 0)).toHaveValue('First');
    });
    expect(screen.getByText('25% Complete')).toBeInTheDocument();
    expect(sectionCard('Customer Mindset')).toHaveTextContent('Completed');

    await userEvent.type(field('heuristics', 0), ' again');
    await userEvent.click(button('Save Section'));
    await waitFor(() => {
      expect(sentBodies(fetchMock, 'PUT', '/api/interviews/100')).toHaveLength(1);
    });
    expect(sentBodies(fetchMock, 'PUT', '/api/interviews/100')[0]).toMatchObject({
      responses: { immediateProblem: 'First again' },
      completed: true,
    });
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toHaveLength(1);
  });

  it("reads 'Saving...' while saving and keeps the answers with the spec's message when the save fails", async () => {
    let fail: () => void = () => undefined;
    stubInterviewServer({
      records: [makeRecord('heuristics', { completed: false, responses: answersOf('heuristics', 'Saved', 2) })],
      routes: {
        'PUT /api/interviews/1': () =>
          new Promise<Response>((resolve) => {
            fail = () => {
              resolve(Response.json({ message: 'Database unavailable' }, { status: 500 }));
            };
          }),
      },
    });
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await userEvent.type(field('heuristics', 2), 'Mine');
    await userEvent.type(field('heuristics', 3), 'Also mine');
    await userEvent.click(button('Save Section'));
    expectBusy(await screen.findByRole('button', { name: 'Saving...' }));
    expect(button('Next')).toBeDisabled();

    fail();
    expect(await screen.findByText('Error saving responses')).toBeInTheDocument();
    expect(screen.getByText('There was a problem saving your responses. Please try again.')).toBeInTheDocument();
    expect(field('heuristics', 2)).toHaveValue('Mine');
    expect(field('heuristics', 3)).toHaveValue('Also mine');
    expect(button('Save Section')).toBeEnabled();
  });

  it('Next saves the section as complete, creates the next two sections and opens the next one', async () => {
    const { fetchMock } = stubInterviewServer();
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await answerAll('heuristics');
    await userEvent.click(button('Next'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Emotional Drivers' })).toBeInTheDocument();
    expect(currentPath()).toBe('/interview/1/hormones');
    const empty = (section: SectionKey) => Object.fromEntries(RESPONSE_KEYS[section].map((key) => [key, '']));
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([
      expect.objectContaining({ section: 'heuristics', completed: true }),
      { companyId: 1, section: 'hormones', responses: empty('hormones'), completed: false },
      { companyId: 1, section: 'history', responses: empty('history'), completed: false },
    ]);
    // Created empty by Next, never opened: still upcoming.
    expect(sectionCard('Emotional Drivers')).toHaveTextContent('Upcoming');
    expect(sectionCard('Past Experiences')).toHaveTextContent('Upcoming');
    expect(screen.getByText('25% Complete')).toBeInTheDocument();

    // The next section's record exists, so its save updates it.
    await answerAll('hormones');
    await userEvent.click(button('Save Section'));
    await waitFor(() => {
      expect(sentBodies(fetchMock, 'PUT', '/api/interviews/101')).toHaveLength(1);
    });
  });

  it('Next goes on when a following section exists already (409) and only logs other failures', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock } = stubInterviewServer({
      records: [makeRecord('hormones', { completed: false, responses: answersOf('hormones', 'A', 0) })],
      routes: {
        // Made by another tab after the list was read: 409. Then a server failure for the one after.
        'POST /api/interviews': ({ body }) => {
          const { section } = body as { section: SectionKey };
          return section === 'history'
            ? Response.json({ message: 'This interview section already exists.' }, { status: 409 })
            : Response.json({ message: 'Database unavailable' }, { status: 500 });
        },
      },
    });
    await openAt('/interview/1/hormones', 'Emotional Drivers');

    await answerAll('hormones');
    await userEvent.click(button('Next'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Past Experiences' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/interviews/2')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'POST', '/api/interviews').map((body) => (body as { section: string }).section)).toEqual([
      'history',
      'heritage',
    ]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toContain('heritage');
    expect(screen.queryByText('Error saving section')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it("says 'Error saving section' and stays when Next cannot save", async () => {
    stubInterviewServer({
      routes: { 'POST /api/interviews': () => Response.json({ message: 'Database unavailable' }, { status: 500 }) },
    });
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await answerAll('heuristics');
    await userEvent.click(button('Next'));

    expect(await screen.findByText('Error saving section')).toBeInTheDocument();
    expect(screen.getByText('Failed to save your progress. Please try again.')).toBeInTheDocument();
    expect(currentPath()).toBe('/interview/1/heuristics');
    expect(field('heuristics', 3)).toHaveValue('Typed');
  });

  it('Next on the last section saves it as complete and opens the content page', async () => {
    const { fetchMock } = stubInterviewServer({
      records: [
        makeRecord('heuristics'),
        makeRecord('hormones'),
        makeRecord('history'),
        makeRecord('heritage', { completed: false, responses: answersOf('heritage', 'A', 0) }),
      ],
    });
    await openAt('/interview/1/heritage', 'Cultural Context');

    await answerAll('heritage');
    await userEvent.click(button('Next'));

    await waitFor(() => {
      expect(currentPath()).toBe('/content/1');
    });
    expect(sentBodies(fetchMock, 'PUT', '/api/interviews/4')).toEqual([
      { responses: Object.fromEntries(RESPONSE_KEYS.heritage.map((key) => [key, 'Typed'])), completed: true },
    ]);
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([]);
  });

  it("says 'Error completing interviews' when the last section cannot be saved", async () => {
    stubInterviewServer({
      records: [makeRecord('heritage', { completed: false, responses: answersOf('heritage', 'A', 0) })],
      routes: { 'PUT /api/interviews/4': () => Response.json({ message: 'Database unavailable' }, { status: 500 }) },
    });
    await openAt('/interview/1/heritage', 'Cultural Context');

    await answerAll('heritage');
    await userEvent.click(button('Next'));

    expect(await screen.findByText('Error completing interviews')).toBeInTheDocument();
    expect(currentPath()).toBe('/interview/1/heritage');
  });

  it('Previous opens the earlier section', async () => {
    stubInterviewServer();
    await openAt('/interview/1/history', 'Past Experiences');

    await userEvent.click(button('Previous'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Emotional Drivers' })).toBeInTheDocument();
    expect(currentPath()).toBe('/interview/1/hormones');
  });

  it('asks before a section card leaves an incomplete section, even with nothing typed (spec section 4)', async () => {
    const { fetchMock } = stubInterviewServer({
      records: [makeRecord('heuristics', { completed: false, responses: answersOf('heuristics', 'A', 1) })],
    });
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await userEvent.click(sectionCard('Past Experiences'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' });
    expect(dialog).toHaveTextContent('Customer Mindset is not complete yet.');
    expect(currentPath()).toBe('/interview/1/heuristics');

    // Save and Continue saves the section as it is, not completed, then goes.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Past Experiences' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/interviews/1')).toEqual([
      { responses: answersOf('heuristics', 'A', 1), completed: false },
    ]);
  });

  it('goes at once from a completed section with nothing unsaved, and by Previous from an incomplete one', async () => {
    stubInterviewServer({ records: [makeRecord('heuristics', { completed: true, responses: answersOf('heuristics', 'A') })] });
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await userEvent.click(sectionCard('Past Experiences'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Past Experiences' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Past Experiences has no record (incomplete): Previous is not a card, so it goes too.
    await userEvent.click(button('Previous'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Emotional Drivers' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before leaving unsaved answers: Stay Here, Continue Without Saving, Save and Continue', async () => {
    const { fetchMock } = stubInterviewServer();
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await userEvent.type(field('heuristics', 0), 'Unsaved');
    await userEvent.click(sectionCard('Emotional Drivers'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' });
    expect(within(dialog).getByRole('button', { name: 'Stay Here' })).toHaveFocus();

    // Stay Here: nothing changes.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay Here' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(currentPath()).toBe('/interview/1/heuristics');
    expect(field('heuristics', 0)).toHaveValue('Unsaved');
    expect(sectionCard('Emotional Drivers')).toHaveFocus();

    // Continue Without Saving: goes, sends nothing.
    await userEvent.click(sectionCard('Emotional Drivers'));
    dialog = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Without Saving' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Emotional Drivers' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([]);

    // Save and Continue: saves as not completed, then goes.
    await userEvent.type(field('hormones', 0), 'Kept');
    await userEvent.click(button('Previous'));
    dialog = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Customer Mindset' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([
      { companyId: 1, section: 'hormones', responses: { ...answersOf('hormones', '', 0), problemEmotions: 'Kept' }, completed: false },
    ]);
    // The discarded answer is gone; the section shows the server's (none).
    expect(field('heuristics', 0)).toHaveValue('');
    expect(sectionCard('Emotional Drivers')).toHaveTextContent('In progress');
  });

  it('keeps the dialog open with the message when Save and Continue cannot save', async () => {
    stubInterviewServer({
      routes: { 'POST /api/interviews': () => Response.json({ message: 'Database unavailable' }, { status: 500 }) },
    });
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await userEvent.type(field('heuristics', 0), 'Unsaved');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and Continue' }));

    expect(await screen.findByText('Error saving responses')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save and Continue' })).toBeEnabled();
    expect(currentPath()).toBe('/interview/1/heuristics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay Here' }));
    expect(field('heuristics', 0)).toHaveValue('Unsaved');
  });

  it('asks the browser to confirm a reload only while answers are unsaved', async () => {
    stubInterviewServer();
    await openAt('/interview/1/heuristics', 'Customer Mindset');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    expect(unload()).toBe(false);
    await userEvent.type(field('heuristics', 0), 'Unsaved');
    expect(unload()).toBe(true);
  });

  it("points 'Generate Content' to the first incomplete section until all four are complete", async () => {
    stubInterviewServer({
      records: [makeRecord('heuristics'), makeRecord('hormones', { completed: false }), makeRecord('history')],
    });
    await openAt('/interview/1/history', 'Past Experiences');
    expect(screen.getByText('50% Complete')).toBeInTheDocument();

    await userEvent.click(button('Generate Content'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Interview Sections Incomplete' });
    expect(dialog).toHaveTextContent('Emotional Drivers is the first one still incomplete.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(button('Generate Content')).toHaveFocus();

    await userEvent.click(button('Generate Content'));
    dialog = await screen.findByRole('alertdialog', { name: 'Interview Sections Incomplete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the next incomplete section' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Emotional Drivers' })).toBeInTheDocument();
    expect(currentPath()).toBe('/interview/1/hormones');
  });

  it("shows 'Ready to generate content' with the only 'Generate Content' once all four are complete", async () => {
    stubInterviewServer({
      records: [makeRecord('heuristics'), makeRecord('hormones'), makeRecord('history'), makeRecord('heritage')],
    });
    await openAt('/interview/1/heritage', 'Cultural Context');

    expect(screen.getByText('100% Complete')).toBeInTheDocument();
    const ready = screen.getByRole('region', { name: 'Ready to generate content' });
    expect(within(ready).getByRole('button', { name: 'Generate Content' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Generate Content' })).toHaveLength(1);
  });

  it('shows changes made elsewhere in untouched fields but never replaces what the user typed', async () => {
    const { state } = stubInterviewServer({
      records: [makeRecord('heuristics', { completed: false, responses: answersOf('heuristics', 'Old', 3) })],
    });
    await openAt('/interview/1/heuristics', 'Customer Mindset');

    await userEvent.type(field('heuristics', 1), ' mine');
    await userEvent.type(field('heuristics', 3), 'Typed here');
    // The user is in the third answer, not typing yet.
    await userEvent.click(field('heuristics', 2));
    // Another tab saves every answer.
    state.records = [makeRecord('heuristics', { responses: answersOf('heuristics', 'New') })];

    await waitFor(
      () => {
        expect(field('heuristics', 0)).toHaveValue('New immediateProblem');
      },
      { timeout: 6000 },
    );
    expect(field('heuristics', 1)).toHaveValue('Old decisionShortcuts mine');
    expect(field('heuristics', 3)).toHaveValue('Typed here');
    expect(field('heuristics', 2)).toHaveValue('Old firstImpression');
    expect(sectionCard('Customer Mindset')).toHaveTextContent('Completed');

    // Left unchanged, it follows the server again.
    await userEvent.tab();
    expect(field('heuristics', 2)).toHaveValue('New firstImpression');
  });

  it.each(['/interview/1/bogus', '/interview/1'])('opens the first section for %s', async (path) => {
    stubInterviewServer();
    await openAt(path, 'Customer Mindset');
    expect(currentPath()).toBe('/interview/1/heuristics');
  });

  it("says 'Company not found.' for a company that is not the user's", async () => {
    stubInterviewServer({
      company: makeCompany({ id: 1 }),
      routes: {
        'GET /api/companies/7': () => Response.json({ message: 'Company not found' }, { status: 404 }),
        'GET /api/interviews?companyId=7': () => Response.json({ message: 'Company not found' }, { status: 404 }),
      },
    });
    renderApp('/interview/7/heuristics');

    expect(await screen.findByText('Company not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Interview sections' })).not.toBeInTheDocument();
  });

  it("says 'Company not found.' for an id that is not one", async () => {
    stubInterviewServer();
    renderApp('/interview/abc/heuristics');
    expect(await screen.findByText('Company not found.')).toBeInTheDocument();
  });
});
