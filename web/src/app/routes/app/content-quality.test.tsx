import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { stubContentServer } from '@/testing/content';
import { contentFieldsRoute, makeQuality, makeVersion } from '@/testing/content-fixtures';
import { renderApp } from '@/testing/render-app';

// The content page's field labels (GET /api/content/fields) and the quality report beside each text
// (docs/frontend.md, "Content").

const tab = (name: string) => screen.getByRole('tab', { name });
const field = (name: string) => screen.getByRole('group', { name });

/** Opens /content/1 and waits for the active version's core messaging. */
async function openContent() {
  renderApp('/content/1');
  expect(await screen.findByText(/Problem statement of version 1\./)).toBeInTheDocument();
}

/** Version 1 with the gate's report: the problem statement in range, the value proposition flagged twice. */
const checkedVersion = () =>
  makeVersion(1, {
    quality: makeQuality(1, {
      'core.problemStatement': { words: 48, minWords: 35, maxWords: 70, grade: 7.2, flags: [] },
      'core.valueProposition': {
        words: 5,
        minWords: 20,
        maxWords: 45,
        grade: 6.6,
        flags: [
          { rule: 'length', message: 'has 5 words; write 20-45' },
          { rule: 'avoid', message: "'seamless' is a word to avoid" },
        ],
      },
      'website.valuePropositions.1.description': {
        flags: [{ rule: 'invented', message: "'4,700 teams' is not in the brief: remove it or use a fact from the brief" }],
      },
      'pitch.keyPoints.2': { words: 18, minWords: 3, maxWords: 15, grade: 9.4 },
      'objections.pairs.1.response': {
        flags: [{ rule: 'invented', message: "'30-day refund' is not in the brief: remove it or use a fact from the brief" }],
      },
    }),
  });

describe('content quality', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  it("shows each text's words against its range and its reading grade, and the version's score", async () => {
    const version = checkedVersion();
    stubContentServer({ versions: [version] });
    await openContent();

    expect(screen.getByText('Quality score: ' + String(version.quality?.score) + ' out of 100')).toBeInTheDocument();
    expect(screen.getByText(`Quality ${String(version.quality?.score)}/100`)).toBeVisible();

    const problem = field('Problem Statement');
    expect(within(problem).getByText('48 words · 35–70 · Grade 7')).toBeVisible();
    expect(within(problem).getByText('48 words, within 35 to 70. Reading grade 7.')).toHaveClass('sr-only');
    expect(within(problem).queryByRole('button', { name: /issue/ })).not.toBeInTheDocument();
    // Nothing stands in the way of Copy.
    expect(within(problem).getByRole('button', { name: 'Copy Problem Statement' })).toBeEnabled();

    await userEvent.click(tab('Pitch Content'));
    const pitch = screen.getByRole('tabpanel', { name: 'Pitch Content' });
    expect(within(field('30-Second Pitch')).getByText('72 words · 60–90 · about 29 s · Grade 8')).toBeVisible();
    expect(within(field('3-Minute Pitch')).getByText('440 words · 400–480 · about 2 min 56 s · Grade 8')).toBeVisible();
    // Key points: each item has its own line, and one out of range is marked.
    const points = within(within(pitch).getByRole('list')).getAllByRole('listitem');
    expect(points[0]).toHaveTextContent('First point of version 1');
    expect(within(points[0] as HTMLElement).getByText('5 words · 3–15 · Grade 8')).toBeInTheDocument();
    expect(points[2]).toHaveTextContent('18 words, too long · 3–15 · Grade 9');
    expect(within(points[2] as HTMLElement).getByText('18 words, too long: write 3 to 15. Reading grade 9.')).toBeInTheDocument();

    await userEvent.click(tab('Website Content'));
    const website = screen.getByRole('tabpanel', { name: 'Website Content' });
    const cards = within(within(website).getByRole('list')).getAllByRole('listitem');
    // Value propositions: the title and the description of each, named by their fields' labels.
    expect(cards[0]).toHaveTextContent('Benefit Title: 2 words · 2–5 · Grade 8');
    expect(cards[0]).toHaveTextContent('Benefit Description: 5 words, too short · 15–35 · Grade 8');
    const issues = within(cards[1] as HTMLElement).getByRole('button', { name: '1 issue in Value Propositions, item 2' });
    await userEvent.click(issues);
    expect(within(cards[1] as HTMLElement).getByText(/'4,700 teams' is not in the brief/)).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByText(/'4,700 teams' is not in the brief/).closest('li')).toHaveTextContent(
      "Benefit Description: '4,700 teams' is not in the brief: remove it or use a fact from the brief",
    );

    // The objection sheet's pairs as the value propositions: a line per text, one disclosure per card.
    await userEvent.click(tab('Objections'));
    const sheet = screen.getByRole('tabpanel', { name: 'Objections' });
    const pairs = within(within(sheet).getByRole('list', { name: 'Objections' })).getAllByRole('listitem');
    expect(pairs[0]).toHaveTextContent('Objection: 10 words · 3–25 · Grade 8');
    expect(pairs[0]).toHaveTextContent('Response: 22 words · 20–70 · Grade 8');
    expect(pairs[0]).toHaveTextContent('Proof Point: 9 words · 6–30 · Grade 8');
    await userEvent.click(within(pairs[1] as HTMLElement).getByRole('button', { name: '1 issue in Objections, item 2' }));
    expect(within(pairs[1] as HTMLElement).getByText(/is not in the brief/).closest('li')).toHaveTextContent(
      "Response: '30-day refund' is not in the brief: remove it or use a fact from the brief",
    );
  });

  it('marks a word count out of range in words and colour', async () => {
    stubContentServer({ versions: [checkedVersion()] });
    await openContent();

    const value = field('Value Proposition');
    const marked = within(value).getByText('5 words, too short');
    expect(marked).toHaveClass('text-amber-800');
    expect(marked.closest('[aria-hidden]')).toHaveTextContent('5 words, too short · 20–45 · Grade 7');
    expect(within(value).getByText('5 words, too short: write 20 to 45. Reading grade 7.')).toBeInTheDocument();
    // The in-range one is not marked.
    expect(within(field('Problem Statement')).queryByText(/too (short|long)/)).not.toBeInTheDocument();
  });

  it("opens a text's issues by keyboard and reads each reason", async () => {
    stubContentServer({ versions: [checkedVersion()] });
    await openContent();

    const value = field('Value Proposition');
    within(value).getByRole('button', { name: 'Copy Value Proposition' }).focus();
    await userEvent.tab();
    const issues = within(value).getByRole('button', { name: '2 issues in Value Proposition' });
    expect(issues).toHaveFocus();
    expect(issues).toHaveAttribute('aria-expanded', 'false');
    expect(within(value).getByText("'seamless' is a word to avoid")).not.toBeVisible();

    await userEvent.keyboard('{Enter}');
    expect(issues).toHaveAttribute('aria-expanded', 'true');
    const list = within(value).getByRole('list');
    expect(issues).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'has 5 words; write 20-45',
      "'seamless' is a word to avoid",
    ]);

    await userEvent.keyboard(' ');
    expect(issues).toHaveAttribute('aria-expanded', 'false');
    expect(within(value).getByText("'seamless' is a word to avoid")).not.toBeVisible();
  });

  it('shows nothing more for a version written before the quality gate', async () => {
    stubContentServer({ versions: [makeVersion(1)] });
    await openContent();

    const nothingMore = () => {
      expect(screen.queryByText(/Grade \d/)).not.toBeInTheDocument();
      expect(screen.queryByText(/too (short|long)/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /issues? in/ })).not.toBeInTheDocument();
    };
    expect(screen.queryByText(/^Quality/)).not.toBeInTheDocument();
    nothingMore();
    await userEvent.click(tab('Website Content'));
    nothingMore();
    await userEvent.click(tab('Objections'));
    nothingMore();
    await userEvent.click(tab('Pitch Content'));
    nothingMore();
    // The pitches keep their length from the text.
    expect(screen.getByText('72 words · about 29 s')).toBeInTheDocument();
  });

  it('names the fields and their Copy buttons with the labels the server lists', async () => {
    stubContentServer({
      versions: [makeVersion(1)],
      routes: contentFieldsRoute({
        'core.problemStatement': 'The Problem',
        'pitch.keyPoints[]': 'Talking Points',
        'objections.pairs[].response': 'Our Answer',
      }),
    });
    await openContent();

    expect(screen.getByRole('heading', { level: 2, name: 'The Problem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy The Problem' })).toBeInTheDocument();
    expect(screen.queryByText('Problem Statement')).not.toBeInTheDocument();
    await userEvent.click(tab('Pitch Content'));
    expect(screen.getByRole('button', { name: 'Copy Talking Points' })).toBeInTheDocument();
    await userEvent.click(tab('Objections'));
    expect(screen.getByRole('button', { name: 'Copy Our Answer, item 1' })).toBeInTheDocument();
    expect(screen.getAllByText('Our Answer')).toHaveLength(4);
  });

  it('shows a failed field list as a load error, with Try again', async () => {
    let fail = true;
    const { fetchMock } = stubContentServer({
      versions: [makeVersion(1)],
      routes: {
        'GET /api/content/fields': () =>
          fail
            ? Response.json({ message: 'Database down' }, { status: 500 })
            : contentFieldsRoute()['GET /api/content/fields'](),
      },
    });
    renderApp('/content/1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to load your content');
    expect(alert).toHaveTextContent('Database down');
    expect(screen.queryByText(/Problem statement of version 1\./)).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Problem statement of version 1\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Problem Statement' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/content/fields')).toHaveLength(2);
  });

  it('rejects a field list that lacks a field the page names', async () => {
    stubContentServer({
      versions: [makeVersion(1)],
      routes: { 'GET /api/content/fields': () => Response.json([{ path: 'core.problemStatement', label: 'Problem', sources: [] }]) },
    });
    renderApp('/content/1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to load your content');
    expect(alert).toHaveTextContent(/The content fields lack core\.valueProposition/);
  });
});
