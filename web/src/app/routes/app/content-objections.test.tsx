import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { ObjectionPair } from '@/features/content/types';
import { stubContentServer } from '@/testing/content';
import { makeObjections, makeVersion } from '@/testing/content-fixtures';
import { sentBodies } from '@/testing/interviews';
import { renderApp } from '@/testing/render-app';

// The content page's Objections tab (docs/frontend.md, "Content"): the version's objections,
// each with the brand's response and the proof to gather, copied, edited and written again.

const NO_SHEET =
  'This version has no objection sheet: it was written before sheets existed. Generate a new version to get one.';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const sheetPanel = () => screen.getByRole('tabpanel', { name: 'Objections' });
const pairCards = () => within(within(sheetPanel()).getByRole('list', { name: 'Objections' })).getAllByRole('listitem');
const history = () => screen.getByRole('complementary', { name: 'Version History' });
const versionItem = (n: number) =>
  within(history())
    .getByText(`Version ${n}`)
    .closest('li') as HTMLElement;

/** The pairs as 'Copy all' gives them, under the list's label. */
const sheetText = (pairs: ObjectionPair[]) =>
  pairs.map((pair) => `Objection: ${pair.objection}\nResponse: ${pair.response}\nProof Point: ${pair.proofPoint}`).join('\n\n');

/** Opens /content/1, waits for the active version and opens the Objections tab. */
async function openSheet() {
  renderApp('/content/1');
  expect(await screen.findByText(/Problem statement of version 1\./)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Objections' }));
}

describe('objection sheet', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  it('shows each pair as a card: the objection quoted, the response, the proof to gather, each with Copy and Edit', async () => {
    stubContentServer({ versions: [makeVersion(1)] });
    await openSheet();
    const { pairs } = makeObjections(1);

    const cards = pairCards();
    expect(cards).toHaveLength(4);
    const first = cards[0] as HTMLElement;
    expect(first.querySelector('blockquote')).toHaveTextContent(pairs[0]?.objection ?? '');
    expect(within(first).getByText('Response')).toBeInTheDocument();
    expect(within(first).getByText(pairs[0]?.response ?? '')).toBeInTheDocument();
    expect(within(first).getByText('Proof to gather:')).toBeInTheDocument();
    expect(within(first).getByText(pairs[0]?.proofPoint ?? '')).toBeInTheDocument();
    // Every text has its own Edit and Copy, named by its place; the pair is written again as a whole.
    expect(within(first).getAllByRole('button').map((element) => element.getAttribute('aria-label') ?? element.textContent)).toEqual([
      'Edit Objection, item 1',
      'Copy Objection, item 1',
      'Edit Response, item 1',
      'Copy Response, item 1',
      'Edit Proof Point, item 1',
      'Copy Proof Point, item 1',
      'Regenerate Objections, item 1',
    ]);

    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Copy Response, item 2' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(pairs[1]?.response);
  });

  it("copies the whole sheet with 'Copy all', under its heading", async () => {
    stubContentServer({ versions: [makeVersion(1)] });
    await openSheet();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(button('Copy all of the Objections'));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`Objections\n${sheetText(makeObjections(1).pairs)}\n`);
  });

  it('edits a response by hand: the next version, named in the history', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1)] });
    await openSheet();

    await userEvent.click(button('Edit Response, item 2'));
    const box = screen.getByRole('textbox', { name: 'Edit Response, item 2' });
    expect(box).toHaveFocus();
    await userEvent.clear(box);
    await userEvent.type(box, 'Every visit is priced before we start.{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Edit saved')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/edit')).toEqual([
      { field: 'objections.pairs.1.response', value: 'Every visit is priced before we start.' },
    ]);
    expect(await within(sheetPanel()).findByText('Every visit is priced before we start.')).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Edited Response, item 2 · No credit')).toBeInTheDocument();
    expect(button('Edit Response, item 2')).toHaveFocus();
  });

  it('regenerates a whole pair, after an instruction', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1)] });
    await openSheet();

    await userEvent.click(button('Regenerate Objections, item 3'));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate Objections, item 3' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What should change? (optional)' }), 'about price');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Regenerated Objections, item 3')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/regenerate')).toEqual([
      { field: 'objections.pairs.2', instruction: 'about price' },
    ]);
    const third = pairCards()[2] as HTMLElement;
    expect(third.querySelector('blockquote')).toHaveTextContent('New objection (about price)?');
    expect(within(third).getByText('New response (about price).')).toBeInTheDocument();
    expect(within(third).getByText('New proof point (about price).')).toBeInTheDocument();
    // The other pairs as they were.
    expect(pairCards()[0]).toHaveTextContent(makeObjections(1).pairs[0]?.response ?? '');
    expect(within(versionItem(2)).getByText('Regenerated Objections, item 3: “about price” · 1 credit')).toBeInTheDocument();
  });

  it("says why a version written before sheets has none, in the tab and not as an error", async () => {
    stubContentServer({
      versions: [makeVersion(1)],
      routes: { 'GET /api/content/assets/1/objections': () => Response.json({ message: NO_SHEET }, { status: 404 }) },
    });
    await openSheet();

    expect(await within(sheetPanel()).findByText(NO_SHEET)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(sheetPanel()).queryByRole('button')).not.toBeInTheDocument();
    // The other tabs are as they were.
    await userEvent.click(screen.getByRole('tab', { name: 'Pitch Content' }));
    expect(screen.getByText('First point of version 1')).toBeInTheDocument();
  });

  it('shows any other failure as an error, with Try again', async () => {
    let fail = true;
    stubContentServer({
      versions: [makeVersion(1)],
      routes: {
        'GET /api/content/assets/1/objections': () =>
          fail
            ? Response.json({ message: 'Database down' }, { status: 500 })
            : Response.json({
                id: 113,
                companyId: 1,
                versionId: 11,
                type: 'objections',
                content: makeObjections(1),
                syncedWithCore: true,
                createdAt: '2026-11-11T10:00:00.000Z',
                updatedAt: '2026-11-11T10:00:00.000Z',
              }),
      },
    });
    await openSheet();

    const alert = await within(sheetPanel()).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to load the objection sheet');
    expect(alert).toHaveTextContent('Database down');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(sheetPanel()).findAllByRole('listitem')).not.toHaveLength(0);
    expect(pairCards()).toHaveLength(4);
  });

  it("shows a viewed version's sheet, read only, with its Copy buttons", async () => {
    stubContentServer({ versions: [makeVersion(1), makeVersion(2)] });
    renderApp('/content/1');
    expect(await screen.findByText(/Problem statement of version 2\./)).toBeInTheDocument();
    await userEvent.click(within(versionItem(1)).getByRole('button', { name: 'View version 1' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Objections' }));

    const [first] = makeObjections(1).pairs;
    expect(await within(sheetPanel()).findByText(first?.response ?? '')).toBeInTheDocument();
    expect(within(sheetPanel()).getByRole('button', { name: 'Copy Response, item 1' })).toBeInTheDocument();
    expect(within(sheetPanel()).queryByRole('button', { name: /^(Edit|Regenerate) / })).not.toBeInTheDocument();
  });
});
