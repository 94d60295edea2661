import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { NO_CREDITS_MESSAGE, stubContentServer } from '@/testing/content';
import { makeAsset, makeObjections, makePitch, makeVersion, makeWebsite } from '@/testing/content-fixtures';
import { makeCompany } from '@/testing/companies';
import { makeRecord, sentBodies } from '@/testing/interviews';
import { renderApp } from '@/testing/render-app';
import { requestedUrls } from '@/testing/stub-server';
import { expectBusy } from '@/testing/busy';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const link = (name: string | RegExp) => screen.getByRole('link', { name });
const currentPath = () => screen.getByTestId('current-path').textContent;
/** The element whose own text is exactly `text` (across its children). */
const byWholeText = (text: string) => screen.getByText((_, element) => element?.textContent === text);
const history = () => screen.getByRole('complementary', { name: 'Version History' });
const versionItem = (n: number) =>
  within(history())
    .getByText(`Version ${n}`)
    .closest('li') as HTMLElement;

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** A compared text's card as each version has it: its kept and removed words (from), its kept and added words (to). */
function comparedSides(card: HTMLElement) {
  const words = Array.from(card.querySelector('p')?.children ?? [], (element) => ({
    tag: element.tagName,
    text: element.textContent.replace(/^(Removed|Added): /, ''),
  }));
  const side = (left: string) => words.filter(({ tag }) => tag !== left).map(({ text }) => text).join('');
  return { from: side('INS'), to: side('DEL') };
}

/** Opens /content/1 and waits for the active version's core messaging. */
async function openContent(problem = 'Problem statement of version 1.') {
  renderApp('/content/1');
  expect(await screen.findByText(new RegExp(problem.replace('.', '\\.')))).toBeInTheDocument();
}

async function accountCredits() {
  await userEvent.click(screen.getByRole('button', { name: 'Ada' }));
  const menu = await screen.findByRole('menu');
  const credits = within(menu).getByText(/^Credits: /).textContent;
  await userEvent.keyboard('{Escape}');
  return credits;
}

describe('content page', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the company, the writer, four tabs and one for what comes soon, and each field laid out for reading', async () => {
    stubContentServer({ versions: [makeVersion(1)] });
    await openContent();

    expect(screen.getByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeInTheDocument();
    expect(byWholeText('Version 1 · Written by the built-in writer')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Core Messaging',
      'Website Content',
      'Pitch Content',
      'Objections',
      'Pitch Deck, Video Scripts Soon',
    ]);
    expect(tab('Core Messaging')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pitch Deck, Video Scripts Soon')).toBeDisabled();

    // Core messaging: a heading and the text, line breaks kept, and a Copy button each.
    const panel = screen.getByRole('tabpanel', { name: 'Core Messaging' });
    expect(within(panel).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Problem Statement',
      'Value Proposition',
      'Competitive Differentiation',
    ]);
    const problem = within(panel).getByRole('group', { name: 'Problem Statement' });
    expect(within(problem).getByRole('paragraph')).toHaveTextContent('Problem statement of version 1. Its second line.');
    expect(within(problem).getByRole('paragraph')).toHaveClass('whitespace-pre-line');
    expect(within(panel).getByRole('button', { name: 'Copy Problem Statement' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy Competitive Differentiation' })).toBeInTheDocument();

    await userEvent.click(tab('Website Content'));
    const website = screen.getByRole('tabpanel', { name: 'Website Content' });
    expect(within(website).getByText('Headline of version 1')).toBeInTheDocument();
    const cards = within(within(website).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Speed 1' })).toBeInTheDocument();
    expect(within(website).getByText('Start version 1')).toBeInTheDocument();
    expect(within(website).getByRole('button', { name: 'Copy Call to Action' })).toBeInTheDocument();

    await userEvent.click(tab('Pitch Content'));
    const pitch = screen.getByRole('tabpanel', { name: 'Pitch Content' });
    expect(within(pitch).getByText('72 words · about 29 s')).toBeInTheDocument();
    expect(within(pitch).getByText('150 words · about 1 min')).toBeInTheDocument();
    expect(within(pitch).getByText('440 words · about 2 min 56 s')).toBeInTheDocument();
    // Each point, and its Edit (named by its place).
    expect(within(within(pitch).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      makePitch(1).keyPoints.map((point, index) => `${point}Edit Key Points, item ${index + 1}`),
    );
    // The arrow keys go round the tabs, past the two coming soon.
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Objections')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Core Messaging')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Core Messaging' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Objections')).toHaveFocus();
  });

  it("copies a field, says 'Copied' (announced), then offers to copy again", async () => {
    stubContentServer({ versions: [makeVersion(1)] });
    await openContent();
    // userEvent puts a clipboard of its own on navigator.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(tab('Website Content'));

    vi.useFakeTimers();
    fireEvent.click(button('Copy Value Propositions'));
    await advance(0);
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      makeWebsite(1)
        .valuePropositions.map(({ title, description }) => `${title}: ${description}`)
        .join('\n'),
    );
    expect(button('Copied Value Propositions')).toBeInTheDocument();
    const announced = () => screen.getAllByRole('status').filter((status) => status.textContent === 'Copied');
    expect(announced()).toHaveLength(1);

    await advance(1999);
    expect(button('Copied Value Propositions')).toBeInTheDocument();
    await advance(1);
    expect(button('Copy Value Propositions')).toBeInTheDocument();
    expect(announced()).toHaveLength(0);
  });

  it('shows which writer wrote the active version', async () => {
    stubContentServer({ versions: [makeVersion(1, { writer: 'gpt-4o-mini' })] });
    await openContent();
    expect(byWholeText('Version 1 · Written by gpt-4o-mini')).toBeInTheDocument();
    expect(screen.queryByText(/built-in writer/)).not.toBeInTheDocument();
  });

  it('lists the versions newest first; activating another switches every text to it', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1), makeVersion(2, { writer: 'gpt-4o-mini' })] });
    await openContent('Problem statement of version 2.');

    const items = within(history()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Version \d$/).textContent)).toEqual(['Version 2', 'Version 1']);
    expect(within(versionItem(2)).getByText('Active')).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Generated · 1 credit')).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Written by gpt-4o-mini')).toBeInTheDocument();
    expect(within(versionItem(2)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(versionItem(1)).getByText('Written by the built-in writer')).toBeInTheDocument();
    expect(within(versionItem(1)).getByRole('time')).toHaveAttribute('dateTime', '2026-11-11T10:00:00.000Z');

    await userEvent.click(within(versionItem(1)).getByRole('button', { name: 'Activate version 1' }));
    expect(await screen.findByText('Version activated')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/activate')).toEqual([{}]);
    expect(screen.getByText(/Problem statement of version 1\./)).toBeInTheDocument();
    expect(byWholeText('Version 1 · Written by the built-in writer')).toBeInTheDocument();
    expect(within(versionItem(1)).getByText('Active')).toBeInTheDocument();
    expect(versionItem(1)).toHaveFocus();
    expect(within(versionItem(2)).getByRole('button', { name: 'Activate version 2' })).toBeEnabled();

    await userEvent.click(tab('Website Content'));
    expect(screen.getByText('Headline of version 1')).toBeInTheDocument();
    await userEvent.click(tab('Pitch Content'));
    expect(screen.getByText('First point of version 1')).toBeInTheDocument();
  });

  it('View shows another version without activating it, until Back to Active Version', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1), makeVersion(2)] });
    await openContent('Problem statement of version 2.');

    const view = within(versionItem(1)).getByRole('button', { name: 'View version 1' });
    expect(view).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(view);
    expect(await screen.findByText(/Problem statement of version 1\./)).toBeInTheDocument();
    const note = screen.getByText('You are viewing Version 1. It is not the active version.');
    // Focus goes to the note: read out, and on a phone scrolled to (View is below the texts).
    expect(note.parentElement).toHaveFocus();
    expect(view).toHaveAttribute('aria-pressed', 'true');
    expect(within(versionItem(2)).getByText('Active')).toBeInTheDocument();
    await userEvent.click(tab('Website Content'));
    expect(await screen.findByText('Headline of version 1')).toBeInTheDocument();
    expect(requestedUrls(fetchMock).some((url) => url.includes('/activate'))).toBe(false);

    await userEvent.click(button('Back to Active Version'));
    expect(await screen.findByText('Headline of version 2')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Website Content' })).toHaveFocus();
    expect(screen.queryByText(/You are viewing/)).not.toBeInTheDocument();
    expect(view).toHaveAttribute('aria-pressed', 'false');
  });

  it('edits a text in place: Save makes the next version, named in the history; Escape cancels', async () => {
    const { fetchMock, user } = stubContentServer({ versions: [makeVersion(1)] });
    await openContent();
    const creditsBefore = user.credits;

    await userEvent.click(button('Edit Problem Statement'));
    const box = screen.getByRole('textbox', { name: 'Edit Problem Statement' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Problem statement of version 1.\nIts second line.');
    expect(button('Edit Value Proposition')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(button('Edit Problem Statement')).toHaveFocus();

    await userEvent.click(button('Edit Problem Statement'));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Edit Problem Statement' }));
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Write the text first.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit Problem Statement' }), 'Managers take the blame.');
    await userEvent.click(button('Save'));

    expect(await screen.findByText('Edit saved')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/edit')).toEqual([
      { field: 'core.problemStatement', value: 'Managers take the blame.' },
    ]);
    expect(await screen.findByText('Managers take the blame.')).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Edited Problem Statement · No credit')).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Active')).toBeInTheDocument();
    expect(button('Edit Problem Statement')).toHaveFocus();
    expect(user.credits).toBe(creditsBefore);
  });

  it('edits an item of a list: a key point, named by its place', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1)] });
    await openContent();
    await userEvent.click(tab('Pitch Content'));
    await userEvent.click(button('Edit Key Points, item 2'));
    const box = screen.getByRole('textbox', { name: 'Edit Key Points, item 2' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Waste down by a third.{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Edit saved')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/edit')).toEqual([
      { field: 'pitch.keyPoints.1', value: 'Waste down by a third.' },
    ]);
    expect(within(versionItem(2)).getByText('Edited Key Points, item 2 · No credit')).toBeInTheDocument();
    expect(button('Edit Key Points, item 2')).toHaveFocus();
  });

  it('asks before leaving the page with an unsaved edit', async () => {
    stubContentServer({ versions: [makeVersion(1)] });
    await openContent();
    await userEvent.click(button('Edit Value Proposition'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit Value Proposition' }), ' More.');

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved edit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay Here' }));
    expect(currentPath()).toBe('/content/1');
    expect(screen.getByRole('textbox', { name: 'Edit Value Proposition' })).toHaveValue('Value proposition of version 1. More.');
  });

  it('compares two versions text by text, the newest two first, and keeps the choice in the address', async () => {
    const first = makeVersion(1);
    stubContentServer({ versions: [first, makeVersion(2, { content: { ...first.content } }), makeVersion(3)] });
    await openContent('Problem statement of version 3.');
    await userEvent.click(within(history()).getByRole('link', { name: 'Compare versions' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Compare versions' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveTextContent('Version 2');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveTextContent('Version 3');
    expect(await screen.findByText('30 of 30 texts differ between Version 2 and Version 3.')).toBeInTheDocument();
    // Each part under its title, as the content page's tabs name them; a text under its label.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Core Messaging',
      'Website Content',
      'Pitch Content',
      'Objections',
    ]);
    const website = screen.getByRole('region', { name: 'Website Content' });
    const headline = within(website).getByRole('heading', { level: 3, name: 'Headline' }).closest('div') as HTMLElement;
    expect(within(headline).getByText('2', { selector: 'del' })).toHaveTextContent('Removed: 2');
    expect(within(headline).getByText('3', { selector: 'ins' })).toHaveTextContent('Added: 3');

    await userEvent.click(screen.getByRole('combobox', { name: 'To' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Version 1' }));
    expect(await screen.findByText('27 of 30 texts differ between Version 2 and Version 1.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Core Messaging' })).getByText('3 texts are the same')).toBeInTheDocument();
    expect(currentPath()).toBe('/content/1/compare');
  });

  it("compares the objection sheets under Objections: each pair's objection, response and proof point of both versions", async () => {
    stubContentServer({ versions: [makeVersion(1), makeVersion(2)] });
    renderApp('/content/1/compare');

    const objections = await screen.findByRole('region', { name: 'Objections' });
    const [before, after] = [makeObjections(1), makeObjections(2)];
    expect(await within(objections).findAllByRole('heading', { level: 3 })).toHaveLength(12);
    for (const [index, pair] of after.pairs.entries()) {
      for (const [part, label] of [['objection', 'Objection'], ['response', 'Response'], ['proofPoint', 'Proof Point']] as const) {
        const card = within(objections).getByRole('heading', { level: 3, name: `${label}, item ${index + 1}` }).closest('div') as HTMLElement;
        expect(comparedSides(card)).toEqual({ from: before.pairs[index]?.[part], to: pair[part] });
      }
    }
    expect(screen.getByText('30 of 30 texts differ between Version 1 and Version 2.')).toBeInTheDocument();
  });

  it('says in Objections that a version written before sheets has none, and shows the other\'s pairs as added', async () => {
    const noSheet = 'This version has no objection sheet: it was written before sheets existed. Generate a new version to get one.';
    const second = makeVersion(2);
    stubContentServer({
      versions: [makeVersion(1), second],
      routes: {
        'GET /api/content/assets/1/objections?versionId=:id': ({ params }) =>
          params.id === String(second.id)
            ? Response.json(makeAsset(second, 'objections', makeObjections(2)))
            : Response.json({ message: noSheet }, { status: 404 }),
      },
    });
    renderApp('/content/1/compare');

    const objections = await screen.findByRole('region', { name: 'Objections' });
    expect(await within(objections).findByText(noSheet)).toHaveTextContent(`Version 1: ${noSheet}`);
    const response = within(objections).getByRole('heading', { level: 3, name: 'Response, item 4' }).closest('div') as HTMLElement;
    expect(comparedSides(response)).toEqual({ from: '', to: makeObjections(2).pairs[3]?.response });
    expect(screen.getByText('30 of 30 texts differ between Version 1 and Version 2.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Error activating version' when an activation fails, and keeps the texts", async () => {
    stubContentServer({
      versions: [makeVersion(1), makeVersion(2)],
      routes: { 'POST /api/content/versions/:id/activate': () => Response.json({ message: 'Database down' }, { status: 500 }) },
    });
    await openContent('Problem statement of version 2.');

    await userEvent.click(within(versionItem(1)).getByRole('button', { name: 'Activate version 1' }));
    expect(await screen.findByText('Error activating version')).toBeInTheDocument();
    expect(screen.getByText('There was a problem activating this version. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(/Problem statement of version 2\./)).toBeInTheDocument();
    expect(within(versionItem(1)).getByRole('button', { name: 'Activate version 1' })).toBeEnabled();
  });

  it('Generate New Version: credits drop in the account menu at once, then the new version shows', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1)], credits: 3 });
    await openContent();
    const generate = button('Generate New Version');
    expect(generate).toHaveAccessibleDescription('Each new version uses 1 credit. You have 3 credits left.');
    expect(await accountCredits()).toBe('Credits: 3');

    await userEvent.click(generate);
    expectBusy(button('Generating...'));
    expect(button('Generating...')).toHaveAccessibleDescription(
      'Generating a new version. This takes 20-30 seconds, or a minute or two.',
    );
    await waitFor(() => {
      expect(sentBodies(fetchMock, 'POST', '/api/content/generate')).toEqual([{ companyId: 1 }]);
    });
    // The answer said 2 credits remain: the menu says so while the run still shows (at least 3 s).
    expect(await accountCredits()).toBe('Credits: 2');
    expectBusy(button('Generating...'));
    // Under the note, the words the model wrote last, for the eye only.
    const draft = screen.getByText('Writing Headline: A headline being written');
    expect(draft.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByText('Content generated')).not.toBeInTheDocument();

    expect(await screen.findByText('Content generated', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('Version 2 is ready.')).toBeInTheDocument();
    expect(byWholeText('Version 2 · Written by gpt-4o-mini')).toBeInTheDocument();
    expect(screen.getByText(/Problem statement of version 2\./)).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Active')).toBeInTheDocument();
    expect(button('Generate New Version')).toHaveAccessibleDescription(
      'Each new version uses 1 credit. You have 2 credits left.',
    );
  });

  it("tells of a failed generation about 2 s later: 'Please try again in a moment.'", async () => {
    stubContentServer({
      versions: [makeVersion(1)],
      routes: { 'POST /api/content/generate': () => Response.json({ message: 'The writer failed' }, { status: 502 }) },
    });
    await openContent();

    vi.useFakeTimers();
    fireEvent.click(button('Generate New Version'));
    await advance(1900);
    expect(screen.queryByText('Error Generating Content')).not.toBeInTheDocument();
    expectBusy(button('Generating...'));
    await advance(100);
    expect(screen.getByText('Error Generating Content')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem generating your content. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(button('Generate New Version')).toBeEnabled();
    expect(screen.getByText(/Problem statement of version 1\./)).toBeInTheDocument();
  });

  it("says when to try again when the model's service is busy (503)", async () => {
    const busy = 'The content writer is busy right now. Nothing was charged. Please try again in 20 seconds.';
    stubContentServer({
      versions: [makeVersion(1)],
      routes: {
        'POST /api/content/generate': () => Response.json({ message: busy }, { status: 503, headers: { 'Retry-After': '20' } }),
      },
    });
    await openContent();

    await userEvent.click(button('Generate New Version'));
    expect(await screen.findByText('Error Generating Content', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText(busy)).toBeInTheDocument();
    expect(button('Generate New Version')).toBeEnabled();
  });

  it("keeps a proxy's 503 page to itself and says 'Please try again in a moment.'", async () => {
    stubContentServer({
      versions: [makeVersion(1)],
      routes: { 'POST /api/content/generate': () => new Response('<html>Bad gateway</html>', { status: 503 }) },
    });
    await openContent();

    await userEvent.click(button('Generate New Version'));
    expect(await screen.findByText('Error Generating Content', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem generating your content. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Bad gateway/)).not.toBeInTheDocument();
  });

  it("shows the server's message on a 402 and then explains why Generate is disabled", async () => {
    // The page thinks there is a credit left; the server knows better.
    stubContentServer({
      versions: [makeVersion(1)],
      credits: 1,
      routes: { 'POST /api/content/generate': () => Response.json({ message: NO_CREDITS_MESSAGE }, { status: 402 }) },
    });
    await openContent();

    await userEvent.click(button('Generate New Version'));
    expect(await screen.findByText(NO_CREDITS_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Error Generating Content')).toBeInTheDocument();
    expect(button('Generate New Version')).toBeDisabled();
    expect(button('Generate New Version')).toHaveAccessibleDescription('You have no credits left.');
    expect(await accountCredits()).toBe('Credits: 0');
  });

  it('at 0 credits Generate New Version is disabled, and says why', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1)], credits: 0 });
    await openContent();

    const generate = button('Generate New Version');
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('You have no credits left.');
    expect(screen.getByText('You have no credits left.')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST', '/api/content/generate')).toEqual([]);
  });

  it("offers the server's Markdown and Word files and the print view of the version shown, and each version's files in the history", async () => {
    stubContentServer({ versions: [makeVersion(1), makeVersion(2)] });
    await openContent('Problem statement of version 2.');

    // Version 2 (id 12) is shown: plain links, saved by the browser under the server's file name.
    expect(link('Download Markdown')).toHaveAttribute('href', '/api/content/versions/12/export.md');
    expect(link('Download Markdown')).toHaveAttribute('download', '');
    expect(link('Download Word')).toHaveAttribute('href', '/api/content/versions/12/export.docx');
    expect(link('Download Word')).toHaveAttribute('download', '');
    expect(link('Print')).toHaveAttribute('href', '/content/1/print?version=2');

    // Every row of the history has its own, named with its version; the active one too.
    const rowLinks = (n: number) =>
      within(versionItem(n))
        .getAllByRole('link')
        .map((element) => [element.getAttribute('aria-label'), element.getAttribute('href')]);
    expect(rowLinks(2)).toEqual([
      ['Download version 2 as Markdown', '/api/content/versions/12/export.md'],
      ['Download version 2 as Word', '/api/content/versions/12/export.docx'],
    ]);
    expect(rowLinks(1)).toEqual([
      ['Download version 1 as Markdown', '/api/content/versions/11/export.md'],
      ['Download version 1 as Word', '/api/content/versions/11/export.docx'],
    ]);

    // Viewing version 1, the header's links are version 1's.
    await userEvent.click(within(versionItem(1)).getByRole('button', { name: 'View version 1' }));
    expect(await screen.findByText(/Problem statement of version 1\./)).toBeInTheDocument();
    expect(link('Download Markdown')).toHaveAttribute('href', '/api/content/versions/11/export.md');
    expect(link('Download Word')).toHaveAttribute('href', '/api/content/versions/11/export.docx');
    expect(link('Print')).toHaveAttribute('href', '/content/1/print?version=1');
  });

  it('without content, leads to the interview; with the interview complete, offers Generate', async () => {
    const { fetchMock } = stubContentServer({
      records: [makeRecord('heuristics'), makeRecord('hormones', { completed: false })],
    });
    renderApp('/content/1');

    expect(await screen.findByRole('heading', { level: 2, name: 'No content has been generated yet' })).toBeInTheDocument();
    expect(await screen.findByText(/Your interview is 25% complete\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the interview' })).toHaveAttribute('href', '/interview/1/heuristics');
    expect(screen.queryByRole('button', { name: 'Generate Content' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate New Version' })).not.toBeInTheDocument();
    // The company says it has no content: nothing of it is asked for (no 404 in the console).
    const contentReads = requestedUrls(fetchMock).filter((url) => /^\/api\/content\/(active|versions|assets)\//.test(url));
    expect(contentReads).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Continue the interview' }));
    await waitFor(() => {
      expect(currentPath()).toBe('/interview/1/heuristics');
    });
  });

  it('without content and with the interview complete, Generate Content makes the first version', async () => {
    stubContentServer();
    renderApp('/content/1');

    expect(await screen.findByText(/Your interview is complete\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the interview' })).toHaveAttribute('href', '/interview/1/heuristics');
    await userEvent.click(button('Generate Content'));

    expect(await screen.findByText('Content generated', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText(/Problem statement of version 1\./)).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Content' })).toBeInTheDocument();
    expect(screen.queryByText('No content has been generated yet')).not.toBeInTheDocument();
  });

  it("says 'Company not found.' for a company that is not the user's", async () => {
    stubContentServer({
      routes: {
        'GET /api/companies/7': () => Response.json({ message: 'Company not found' }, { status: 404 }),
        'GET /api/content/active/7': () => Response.json({ message: 'Company not found' }, { status: 404 }),
        'GET /api/content/assets/7/website': () => Response.json({ message: 'Company not found' }, { status: 404 }),
        'GET /api/content/assets/7/pitch': () => Response.json({ message: 'Company not found' }, { status: 404 }),
      },
    });
    renderApp('/content/7');

    expect(await screen.findByText('Company not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("says 'Company not found.' for an id that is not one", async () => {
    stubContentServer();
    renderApp('/content/abc');
    expect(await screen.findByText('Company not found.')).toBeInTheDocument();
  });

  it('shows grey fields while loading, and selects the company for the sidebar', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubContentServer({
      versions: [makeVersion(1)],
      routes: { 'GET /api/content/active/1': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    renderApp('/content/1');

    expect(await screen.findByRole('status', { name: 'Loading content' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeInTheDocument();
    // The downloads and Print wait for the version, at their size.
    for (const name of ['Download Markdown', 'Download Word', 'Print']) {
      expect(link(name)).toHaveAttribute('aria-disabled', 'true');
      expect(link(name)).not.toHaveAttribute('href');
    }
    answer(Response.json(makeVersion(1)));
    expect(await screen.findByText(/Problem statement of version 1\./)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading content' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('company-store') ?? 'null')).toMatchObject({ id: makeCompany().id });
  });
});
