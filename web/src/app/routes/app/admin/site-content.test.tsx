import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { SiteContent } from '@/features/site-content/api/get-site-content';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const signedInAdmin = { isSignedIn: true, user: makeUser({ role: 'admin' }) };

const headline: SiteContent = {
  key: 'landing.headline',
  description: 'The h1 of the landing page',
  content: 'Smart marketing built to convert',
};
const pricing: SiteContent = { key: 'landing.pricing', description: '', content: 'hide' };

/** A site-content server whose list changes with each create and edit, as the real one's does. */
function siteContentServer(initial: SiteContent[], answers: { update?: () => Response } = {}) {
  let entries = [...initial];
  const fetchMock = stubServer(
    {
      'GET /api/site-content': () => Response.json(entries),
      'POST /api/site-content': ({ body }) => {
        const created = body as SiteContent;
        if (entries.some((entry) => entry.key === created.key)) {
          return Response.json({ message: 'An entry with this key already exists' }, { status: 409 });
        }
        entries = [...entries, created].sort((a, b) => a.key.localeCompare(b.key));
        return Response.json(created, { status: 201 });
      },
      'PUT /api/site-content/:key': ({ params, body }) => {
        if (answers.update) return answers.update();
        const updated = { key: String(params.key), ...(body as Omit<SiteContent, 'key'>) };
        entries = entries.map((entry) => (entry.key === updated.key ? updated : entry));
        return Response.json(updated);
      },
    },
    signedInAdmin,
  );
  return fetchMock;
}

const keysInTable = () =>
  within(screen.getByRole('table', { name: 'Site content' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('admin site content page', () => {
  beforeEach(() => {
    dismissToast();
  });

  it('lists the entries with the columns of the spec', async () => {
    siteContentServer([headline, pricing]);
    renderApp('/admin/site-content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Site Content' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'landing.headline' })).closest('tr');
    const table = screen.getByRole('table', { name: 'Site content' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Key',
      'Description',
      'Content',
      'Actions',
    ]);
    expect(within(row ?? table).getByText('The h1 of the landing page')).toBeInTheDocument();
    expect(within(row ?? table).getByText('Smart marketing built to convert')).toBeInTheDocument();
    expect(within(row ?? table).getByRole('button', { name: 'Edit landing.headline' })).toBeInTheDocument();
    expect(keysInTable()).toEqual(['landing.headline', 'landing.pricing']);
  });

  it('creates an entry in the Create Site Content dialog', async () => {
    const fetchMock = siteContentServer([headline]);
    const user = userEvent.setup();
    renderApp('/admin/site-content');

    await user.click(await screen.findByRole('button', { name: 'Create New Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Site Content' });
    await user.type(within(dialog).getByLabelText('Key'), 'landing.badge');
    await user.type(within(dialog).getByLabelText('Description'), 'Badge above the headline');
    await user.type(within(dialog).getByLabelText('Content'), 'New: AI pitches');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/site-content' && init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      key: 'landing.badge',
      description: 'Badge above the headline',
      content: 'New: AI pitches',
    });
    expect(await screen.findByRole('cell', { name: 'landing.badge' })).toBeInTheDocument();
    expect(keysInTable()).toEqual(['landing.badge', 'landing.headline']);
    expect(await screen.findByText('Entry created')).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const fetchMock = siteContentServer([headline]);
    const user = userEvent.setup();
    renderApp('/admin/site-content');

    await user.click(await screen.findByRole('button', { name: 'Create New Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Site Content' });
    await user.type(within(dialog).getByLabelText('Key'), 'two words');
    await user.type(within(dialog).getByLabelText('Content'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(
        'Key may contain only letters, digits, dots, dashes and underscores, and must start with a letter or digit.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Content')).toHaveAccessibleDescription('Please enter the content.');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows a taken key under the Key field and keeps the dialog open', async () => {
    siteContentServer([headline]);
    const user = userEvent.setup();
    renderApp('/admin/site-content');

    await user.click(await screen.findByRole('button', { name: 'Create New Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Site Content' });
    await user.type(within(dialog).getByLabelText('Key'), 'landing.headline');
    await user.type(within(dialog).getByLabelText('Content'), 'Another headline');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const key = within(dialog).getByLabelText('Key');
    await waitFor(() => {
      expect(key).toHaveAccessibleDescription('An entry with this key already exists');
    });
    expect(key).toHaveFocus();
    expect(key).toHaveValue('landing.headline');
    expect(within(dialog).getByLabelText('Content')).toHaveValue('Another headline');
  });

  it('edits an entry: the key is read-only, the new text shows in the table', async () => {
    const fetchMock = siteContentServer([headline, pricing]);
    const user = userEvent.setup();
    renderApp('/admin/site-content');

    await user.click(await screen.findByRole('button', { name: 'Edit landing.headline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Content' });
    expect(within(dialog).getByLabelText('Key')).toHaveValue('landing.headline');
    expect(within(dialog).getByLabelText('Key')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('The h1 of the landing page');
    const content = within(dialog).getByLabelText('Content');
    expect(content).toHaveValue('Smart marketing built to convert');

    await user.clear(content);
    await user.type(content, 'Marketing that converts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/site-content/landing.headline');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      description: 'The h1 of the landing page',
      content: 'Marketing that converts',
    });
    expect(await screen.findByText('Marketing that converts')).toBeInTheDocument();
    expect(screen.queryByText('Smart marketing built to convert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit landing.headline' })).toHaveFocus();
    // The public texts are read again, so the landing page shows the change too.
    const listReads = fetchMock.mock.calls.filter(([url, init]) => url === '/api/site-content' && init?.method === 'GET');
    expect(listReads.length).toBeGreaterThanOrEqual(2);
  });

  it('opens Edit on the Description, the first field that can change, not the read-only key', async () => {
    siteContentServer([headline]);
    const user = userEvent.setup();
    renderApp('/admin/site-content');

    await user.click(await screen.findByRole('button', { name: 'Edit landing.headline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Content' });

    expect(within(dialog).getByLabelText('Description')).toHaveFocus();
  });

  it("switches a landing section in its row, saving 'show' and 'hidden' as the landing page reads them", async () => {
    const fetchMock = siteContentServer([headline, pricing]);
    const user = userEvent.setup();
    renderApp('/admin/site-content');

    const toggle = await screen.findByRole('switch', { name: 'Show landing.pricing on the landing page' });
    expect(toggle).not.toBeChecked();
    // Only the keys of landing sections have one.
    expect(screen.getAllByRole('switch')).toHaveLength(1);

    await user.click(toggle);
    expect(await screen.findByText('The landing page now shows the section of landing.pricing.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('The landing page now hides the section of landing.pricing.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();

    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([url, init]) => [url, JSON.parse(init?.body as string) as unknown])).toEqual([
      ['/api/site-content/landing.pricing', { description: '', content: 'show' }],
      ['/api/site-content/landing.pricing', { description: '', content: 'hidden' }],
    ]);
  });

  it('says why a switch could not be saved and leaves it as it was', async () => {
    siteContentServer([pricing], { update: () => Response.json({ message: 'Forbidden' }, { status: 403 }) });
    const user = userEvent.setup();
    renderApp('/admin/site-content');

    const toggle = await screen.findByRole('switch', { name: 'Show landing.pricing on the landing page' });
    await user.click(toggle);

    expect(await screen.findByText('Failed to update site content')).toBeInTheDocument();
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it("edits a landing section's key with the switch in place of the Content field", async () => {
    const fetchMock = siteContentServer([pricing]);
    const user = userEvent.setup();
    renderApp('/admin/site-content');

    await user.click(await screen.findByRole('button', { name: 'Edit landing.pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Content' });
    expect(within(dialog).queryByLabelText('Content')).not.toBeInTheDocument();
    const toggle = within(dialog).getByRole('switch', { name: 'Show landing.pricing on the landing page' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.type(within(dialog).getByLabelText('Description'), 'The pricing plans');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ description: 'The pricing plans', content: 'show' });
    expect(screen.getByRole('switch', { name: 'Show landing.pricing on the landing page' })).toBeChecked();
  });

  it("says 'Error: Failed to fetch site content' when the list cannot be loaded", async () => {
    stubServer(
      { 'GET /api/site-content': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) },
      signedInAdmin,
    );
    renderApp('/admin/site-content');

    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch site content');
    expect(alert).toHaveTextContent('503: Service Unavailable');
  });
});
