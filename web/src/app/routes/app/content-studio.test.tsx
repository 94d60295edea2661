import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { NO_CREDITS_MESSAGE, stubContentServer } from '@/testing/content';
import { makePitch, makeVersion, makeWebsite } from '@/testing/content-fixtures';
import { sentBodies } from '@/testing/interviews';
import { renderApp } from '@/testing/render-app';
import { expectBusy } from '@/testing/busy';

// The content studio on the content page (docs/frontend.md, "Content"): Regenerate a part, Show 3
// options, bring website and pitch in line with the core messaging, the interview's change.

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const field = (name: string) => screen.getByRole('group', { name });
const history = () => screen.getByRole('complementary', { name: 'Version History' });
const versionItem = (n: number) =>
  within(history())
    .getByText(`Version ${n}`)
    .closest('li') as HTMLElement;

/** Opens /content/1 and waits for the active version's core messaging. */
async function openContent(n = 1) {
  renderApp('/content/1');
  expect(await screen.findByText(new RegExp(`Problem statement of version ${n}\\.`))).toBeInTheDocument();
}

async function accountCredits() {
  await userEvent.click(screen.getByRole('button', { name: 'Ada' }));
  const credits = within(await screen.findByRole('menu')).getByText(/^Credits: /).textContent;
  await userEvent.keyboard('{Escape}');
  return credits;
}

/** A call that waits for `release`, then answers `response`. */
function held(response: () => Response) {
  let release: () => void = () => undefined;
  const waiting = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    route: async () => {
      await waiting;
      return response();
    },
    release: () => {
      release();
    },
  };
}

describe('content studio', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  it('regenerates the 30-second pitch shorter: a new active version with only that text new, focus back on the button', async () => {
    const { fetchMock, user } = stubContentServer({ versions: [makeVersion(1)], credits: 5 });
    await openContent();
    await userEvent.click(tab('Pitch Content'));
    const regenerate = within(field('30-Second Pitch')).getByRole('button', { name: 'Regenerate 30-Second Pitch' });
    await userEvent.click(regenerate);

    const dialog = screen.getByRole('dialog', { name: 'Regenerate 30-Second Pitch' });
    expect(dialog).toHaveAccessibleDescription('Uses 1 credit. Every other part stays as it is.');
    const instruction = within(dialog).getByRole('textbox', { name: 'What should change? (optional)' });
    expect(instruction).toHaveFocus();
    const picks = within(dialog).getByRole('group', { name: 'Quick picks' });
    expect(within(picks).getAllByRole('button').map((pick) => pick.textContent)).toEqual(['Shorter', 'Longer', 'More confident']);
    await userEvent.click(within(picks).getByRole('button', { name: 'Shorter' }));
    expect(instruction).toHaveValue('shorter');
    expect(within(picks).getByRole('button', { name: 'Shorter' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByText('Regenerated 30-Second Pitch')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/regenerate')).toEqual([
      { field: 'pitch.pitch30sec', instruction: 'shorter' },
    ]);
    expect(within(field('30-Second Pitch')).getByText('New pitch.pitch30sec (shorter).')).toBeInTheDocument();
    // Every other text as it was.
    expect(within(field('1-Minute Pitch')).getByText(makePitch(1).pitch1min)).toBeInTheDocument();
    expect(screen.getByText('First point of version 1')).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Regenerated 30-Second Pitch: “shorter” · 1 credit')).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Active')).toBeInTheDocument();
    expect(regenerate).toHaveFocus();
    expect(user.credits).toBe(4);
    expect(await accountCredits()).toBe('Credits: 4');
  });

  it('regenerates a value proposition and the key points as a whole, without an instruction', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1)] });
    await openContent();
    await userEvent.click(tab('Website Content'));
    await userEvent.click(button('Regenerate Value Propositions, item 2'));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate Value Propositions, item 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Regenerated Value Propositions, item 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'New title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Speed 1' })).toBeInTheDocument();
    expect(screen.getByText(makeWebsite(1).headline)).toBeInTheDocument();

    await userEvent.click(tab('Pitch Content'));
    await userEvent.click(within(field('Key Points')).getByRole('button', { name: 'Regenerate Key Points' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('New first point')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/regenerate')).toEqual([{ field: 'website.valuePropositions.1' }]);
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/12/regenerate')).toEqual([{ field: 'pitch.keyPoints' }]);
    expect(within(versionItem(2)).getByText('Regenerated Value Propositions, item 2 · 1 credit')).toBeInTheDocument();
    expect(within(versionItem(3)).getByText('Regenerated Key Points · 1 credit')).toBeInTheDocument();
  });

  it('shows progress while the writer works, then the failure in the dialog with the instruction kept', async () => {
    const call = held(() =>
      Response.json({ message: 'The content could not be generated right now. Nothing was charged. Please try again in a moment.' }, { status: 502 }),
    );
    stubContentServer({ versions: [makeVersion(1)], routes: { 'POST /api/content/versions/:id/regenerate': call.route } });
    await openContent();
    await userEvent.click(button('Regenerate Problem Statement'));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate Problem Statement' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'name the Monday rush');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));

    expectBusy(within(dialog).getByRole('button', { name: 'Regenerating...' }));
    expect(within(dialog).getByText('Writing a new Problem Statement...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    call.release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The content could not be generated right now. Nothing was charged. Please try again in a moment.',
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('name the Monday rush');
    expect(within(dialog).getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    expect(screen.getByText(/Problem statement of version 1\./)).toBeInTheDocument();
  });

  it("says the server's reason in the dialog: no credits, no other wording, an instruction too long", async () => {
    const answers = [
      () => Response.json({ message: NO_CREDITS_MESSAGE }, { status: 402 }),
      () =>
        Response.json(
          {
            message: 'Invalid input',
            fieldErrors: { field: 'The built-in writer has no other wording for this part that says something new. Nothing was charged; edit it by hand instead.' },
          },
          { status: 422 },
        ),
      () => Response.json({ message: 'Invalid input', fieldErrors: { instruction: 'The instruction must be at most 300 characters.' } }, { status: 422 }),
    ];
    stubContentServer({
      versions: [makeVersion(1)],
      credits: 0,
      routes: { 'POST /api/content/versions/:id/regenerate': () => (answers.shift() ?? Response.error)() },
    });
    await openContent();
    // At 0 credits the button is still there: the dialog says why nothing happens.
    await userEvent.click(tab('Website Content'));
    await userEvent.click(button('Regenerate Headline'));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate Headline' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_CREDITS_MESSAGE);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => {
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/no other wording for this part/);
    });

    const instruction = within(dialog).getByRole('textbox');
    await userEvent.type(instruction, 'sharper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => {
      expect(instruction).toHaveAccessibleDescription('The instruction must be at most 300 characters.');
    });
    expect(instruction).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Regenerate and options only on the active version, and waits while a text is open', async () => {
    stubContentServer({ versions: [makeVersion(1), makeVersion(2)] });
    await openContent(2);
    await userEvent.click(button('Edit Problem Statement'));
    expect(button('Regenerate Problem Statement')).toBeDisabled();
    expect(button('Regenerate Value Proposition')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(button('Regenerate Value Proposition')).toBeEnabled();

    await userEvent.click(within(versionItem(1)).getByRole('button', { name: 'View version 1' }));
    expect(await screen.findByText(/Problem statement of version 1\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Regenerate / })).not.toBeInTheDocument();
    await userEvent.click(tab('Website Content'));
    expect(await screen.findByText('Headline of version 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Regenerate |^Show 3 options/ })).not.toBeInTheDocument();
  });

  it('shows 3 options for a credit and puts the one chosen in as the next version', async () => {
    const call = held(() =>
      Response.json({ options: ['Fresh bread by seven', 'Your Saturday, sold out', 'Less waste, more regulars'], creditsRemaining: 6 }),
    );
    const { fetchMock } = stubContentServer({
      versions: [makeVersion(1)],
      credits: 7,
      routes: { 'POST /api/content/versions/:id/variants': call.route },
    });
    await openContent();
    await userEvent.click(tab('Website Content'));
    // The short texts have options; the value propositions do not.
    expect(within(field('Subheading')).getByRole('button', { name: 'Show 3 options for Subheading' })).toBeInTheDocument();
    expect(within(field('Call to Action')).getByRole('button', { name: 'Show 3 options for Call to Action' })).toBeInTheDocument();
    expect(within(field('Value Propositions')).queryByRole('button', { name: /Show 3 options/ })).not.toBeInTheDocument();
    const trigger = within(field('Headline')).getByRole('button', { name: 'Show 3 options for Headline' });
    await userEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Options for Headline' });
    expect(dialog).toHaveAccessibleDescription("Uses 1 credit. Options you don't use are not kept.");
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/variants')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 3 options' }));
    expect(within(dialog).getByText('Writing 3 options...')).toBeInTheDocument();
    expectBusy(within(dialog).getByRole('button', { name: 'Writing options...' }));
    call.release();

    const options = await within(dialog).findByRole('list', { name: 'Options for Headline' });
    expect(options).toHaveFocus();
    expect(within(options).getAllByRole('listitem')).toHaveLength(3);
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/variants')).toEqual([{ field: 'website.headline' }]);
    const second = within(dialog).getByRole('button', { name: 'Use option 2 for Headline' });
    expect(second).toHaveAccessibleDescription('Your Saturday, sold out');
    await userEvent.click(second);

    expect(await screen.findByText('Headline updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/edit')).toEqual([
      { field: 'website.headline', value: 'Your Saturday, sold out', origin: 'variant', option: 2 },
    ]);
    expect(within(field('Headline')).getByText('Your Saturday, sold out')).toBeInTheDocument();
    expect(within(versionItem(2)).getByText('Chose option 2 for Headline · 1 credit (for the options)')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
    // The credit the options took, as the server counted it.
    expect(await accountCredits()).toBe('Credits: 6');
  });

  it('closes the options without a choice, keeping nothing; a refusal shows in the dialog', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1)], credits: 0 });
    await openContent();
    await userEvent.click(tab('Pitch Content'));
    await userEvent.click(button('Show 3 options for 30-Second Pitch'));
    const dialog = screen.getByRole('dialog', { name: 'Options for 30-Second Pitch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 3 options' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_CREDITS_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Show 3 options for 30-Second Pitch')).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/11/edit')).toEqual([]);
    // Opened again, it starts over.
    await userEvent.click(button('Show 3 options for 30-Second Pitch'));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the writer found fewer than 3 options', async () => {
    stubContentServer({
      versions: [makeVersion(1)],
      routes: {
        'POST /api/content/versions/:id/variants': () => Response.json({ options: ['Start today', 'Try it free'], creditsRemaining: 9 }),
      },
    });
    await openContent();
    await userEvent.click(tab('Website Content'));
    await userEvent.click(button('Show 3 options for Call to Action'));
    const dialog = screen.getByRole('dialog', { name: 'Options for Call to Action' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 3 options' }));
    const options = await within(dialog).findByRole('list', { name: 'Options for Call to Action' });
    expect(within(options).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByText('The writer found 2 new wordings, not 3.')).toBeInTheDocument();
  });

  it('after a core text is edited, the website and pitch tabs say so, and Bring in line writes them again keeping hand edits', async () => {
    const { fetchMock, user } = stubContentServer({
      versions: [makeVersion(1, { handEdited: ['website.headline', 'pitch.keyPoints.1'] })],
      credits: 3,
    });
    await openContent();
    await userEvent.click(tab('Website Content'));
    expect(screen.queryByText('Written from an earlier core messaging')).not.toBeInTheDocument();

    await userEvent.click(tab('Core Messaging'));
    await userEvent.click(button('Edit Problem Statement'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit Problem Statement' }), ' Now.');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Edit saved')).toBeInTheDocument();

    await userEvent.click(tab('Pitch Content'));
    expect(screen.getByText('The core messaging changed after these pitches were written.')).toBeInTheDocument();
    await userEvent.click(tab('Website Content'));
    expect(screen.getByText('Written from an earlier core messaging')).toBeInTheDocument();
    expect(screen.getByText('The core messaging changed after this website copy was written.')).toBeInTheDocument();
    await userEvent.click(button('Bring in line'));

    const dialog = screen.getByRole('dialog', { name: 'Bring website and pitches in line' });
    expect(dialog).toHaveAccessibleDescription(
      '1 credit. The website copy and pitches are written again from the current core messaging.',
    );
    const again = within(dialog).getByRole('group', { name: 'Write again too' });
    // The hand-edited website and pitch texts (the edited core text is the core: not listed).
    expect(within(again).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Headline',
      'Key Points, item 2',
    ]);
    expect(within(again).getByRole('checkbox', { name: 'Headline' })).not.toBeChecked();
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Key Points, item 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bring in line' }));

    expect(await screen.findByText('Website and pitches brought in line')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/content/versions/12/sync')).toEqual([{ replace: ['pitch.keyPoints.1'] }]);
    expect(screen.queryByText('Written from an earlier core messaging')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Website Content' })).toHaveFocus();
    // Kept: the headline (written by hand); written again: the rest, as version 3's.
    expect(within(field('Headline')).getByText('Headline of version 1')).toBeInTheDocument();
    expect(within(field('Subheading')).getByText('Subheading of version 3.')).toBeInTheDocument();
    expect(within(versionItem(3)).getByText('Brought in line with the core messaging · 1 credit')).toBeInTheDocument();
    expect(user.credits).toBe(2);
  });

  it('says when the interview changed after the active version was written', async () => {
    stubContentServer({ versions: [makeVersion(1, { interviewChangedSince: '2026-11-20T15:30:00.000Z' })] });
    await openContent();
    const note = screen.getByText(/^Your interview changed on/);
    expect(note).toHaveTextContent(/^Your interview changed on Nov 20, 2026, \d+:30 (AM|PM)\. A new version would use the new answers\.$/);
    expect(within(note).getByRole('time')).toHaveAttribute('dateTime', '2026-11-20T15:30:00.000Z');
  });

  it('says nothing of the interview while the answers still hold', async () => {
    stubContentServer({ versions: [makeVersion(1)] });
    await openContent();
    expect(screen.queryByText(/Your interview changed/)).not.toBeInTheDocument();
  });
});
