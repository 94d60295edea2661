import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubContentServer } from '@/testing/content';
import { makeObjections, makePitch, makeVersion } from '@/testing/content-fixtures';
import { renderApp } from '@/testing/render-app';
import { requestedUrls } from '@/testing/stub-server';

// The print view of a version (docs/frontend.md, "Content"): /content/{id}/print?version=N.

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

/** Opens the print view at `query` and waits for the company's name. */
async function openPrint(query = '') {
  renderApp(`/content/1/print${query}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeInTheDocument();
}

describe('print view', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('shows every section and field of version N under their labels, outside the app shell (no sidebar, no account menu)', async () => {
    const { fetchMock } = stubContentServer({ versions: [makeVersion(1), makeVersion(2)] });
    await openPrint('?version=1');

    expect(await screen.findByText(makeObjections(1).pairs[3]?.proofPoint ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ada' })).not.toBeInTheDocument();
    const versionLine = screen.getByText(/^Content version 1 ·/);
    expect(within(versionLine).getByRole('time')).toHaveAttribute('dateTime', '2026-11-11T10:00:00.000Z');
    expect(headings(2)).toEqual(['Core Messaging', 'Website Content', 'Pitch Content', 'Objections']);
    expect(headings(3)).toEqual([
      'Problem Statement',
      'Value Proposition',
      'Competitive Differentiation',
      'Headline',
      'Subheading',
      'Value Propositions',
      'Call to Action',
      '30-Second Pitch',
      '1-Minute Pitch',
      '3-Minute Pitch',
      'Key Points',
      'Objections',
    ]);
    // Version 1's texts, not the active version's.
    expect(screen.getByText(/Problem statement of version 1\./)).toBeInTheDocument();
    expect(screen.getByText('Headline of version 1')).toBeInTheDocument();
    expect(screen.getByText('Speed 1')).toBeInTheDocument();
    expect(screen.getByText('Start version 1')).toBeInTheDocument();
    expect(screen.getByText(makePitch(1).pitch1min)).toBeInTheDocument();
    expect(screen.getByText('Third point of version 1')).toBeInTheDocument();
    const objections = screen.getByRole('region', { name: 'Objections' });
    const pairs = within(objections).getAllByRole('listitem');
    expect(pairs).toHaveLength(4);
    const [first] = makeObjections(1).pairs;
    expect(pairs[0]).toHaveTextContent(`${first?.objection}Response: ${first?.response}Proof to gather: ${first?.proofPoint}`);
    expect(screen.queryByText(/of version 2/)).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(
      expect.arrayContaining([
        '/api/content/assets/1/website?versionId=11',
        '/api/content/assets/1/pitch?versionId=11',
        '/api/content/assets/1/objections?versionId=11',
      ]),
    );
    // A field stays on one page where it fits; the toolbar is not printed.
    expect(screen.getByRole('heading', { level: 3, name: 'Headline' }).parentElement).toHaveClass('break-inside-avoid');
    const toolbar = screen.getByRole('button', { name: 'Print or save as PDF' }).parentElement;
    expect(toolbar).toHaveClass('print:hidden');
    expect(within(toolbar as HTMLElement).getByRole('link', { name: 'Back to content' })).toHaveAttribute('href', '/content/1');
  });

  it("prints from the browser's dialog", async () => {
    stubContentServer({ versions: [makeVersion(1)] });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await openPrint('?version=1');

    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the active version without a number', async () => {
    stubContentServer({ versions: [makeVersion(1), makeVersion(2)] });
    await openPrint();

    expect(await screen.findByText('Headline of version 2')).toBeInTheDocument();
    expect(screen.getByText(/^Content version 2 ·/)).toBeInTheDocument();
  });

  it('says clearly that a version number does not exist, with the way back', async () => {
    stubContentServer({ versions: [makeVersion(1), makeVersion(2)] });
    renderApp('/content/1/print?version=9');

    expect(await screen.findByText('Version 9 does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to content' })).toHaveAttribute('href', '/content/1');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
  });

  it("says so in its section when the version has no objection sheet", async () => {
    const message = 'This version has no objection sheet: it was written before sheets existed. Generate a new version to get one.';
    stubContentServer({
      versions: [makeVersion(1)],
      routes: { 'GET /api/content/assets/1/objections?versionId=:id': () => Response.json({ message }, { status: 404 }) },
    });
    await openPrint('?version=1');

    const objections = screen.getByRole('region', { name: 'Objections' });
    expect(await within(objections).findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Headline of version 1')).toBeInTheDocument();
  });
});
