import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { Company } from '@/lib/company/types';
import { makeCompany } from '@/testing/companies';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';
import { expectBusy } from '@/testing/busy';

const user = makeUser();
const signedIn = { isSignedIn: true, user };

const acme = makeCompany({
  description: 'Dashboards that tell small shops what sells and why.',
  websiteUrl: 'https://acme.example',
  // Noon UTC is January 5 in every time zone the tests may run in.
  createdAt: '2025-01-05T12:00:00.000Z',
});
const globex = makeCompany({
  id: 2,
  name: 'Globex Health',
  industry: 'Healthcare',
  description: 'Clinics for the whole family.',
  createdAt: '2024-11-23T12:00:00.000Z',
});

/** A promise and the function that settles it: holds an answer back until the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A server whose company list is `companies`, changed by PUT and DELETE (which wait for
 * `held` when given, unless `routes` override them).
 */
function stubCompanies(companies: Company[], routes: Parameters<typeof stubServer>[0] = {}, held?: Promise<void>) {
  let list = [...companies];
  return stubServer(
    {
      'GET /api/site-content': () => Response.json([]),
      // A list read takes a moment, as over a network: screens re-render before it answers.
      'GET /api/companies': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return Response.json(list);
      },
      ...Object.fromEntries(
        companies.flatMap((company) => [
          [
            `PUT /api/companies/${company.id}`,
            async ({ body }: { body: unknown }) => {
              await held;
              const updated = { ...company, ...(body as Partial<Company>) };
              list = list.map((other) => (other.id === company.id ? updated : other));
              return Response.json(updated);
            },
          ],
          [
            `DELETE /api/companies/${company.id}`,
            async () => {
              await held;
              list = list.filter((other) => other.id !== company.id);
              return new Response(null, { status: 204 });
            },
          ],
        ]),
      ),
      ...routes,
    },
    signedIn,
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubServer>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([callUrl, init]) => callUrl === url && (init?.method ?? 'GET') === method);

/** The JSON body of the first call to `method url`. */
function sentBody(fetchMock: ReturnType<typeof stubServer>, method: string, url: string): unknown {
  const body = callsTo(fetchMock, method, url).at(0)?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

const currentPath = () => screen.getByTestId('current-path').textContent;

async function openMenuItem(companyName: string, item: 'Edit' | 'Delete') {
  const actor = userEvent.setup();
  await actor.click(await screen.findByRole('button', { name: `Actions for ${companyName}` }));
  await actor.click(await screen.findByRole('menuitem', { name: item }));
  return actor;
}

/** Opens the card's Delete confirmation ('Are you sure?') from its actions menu. */
async function openDeleteConfirmation(companyName: string) {
  await openMenuItem(companyName, 'Delete');
  return screen.findByRole('alertdialog', { name: 'Are you sure?' });
}

describe('dashboard', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  it('shows two grey loading cards until the companies arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubServer(
      {
        'GET /api/site-content': () => Response.json([]),
        'GET /api/companies': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
      signedIn,
    );
    renderApp('/dashboard');

    const loading = await screen.findByRole('status', { name: 'Loading companies' });
    expect(loading.children).toHaveLength(2);
    expect(screen.queryByText('No companies yet')).not.toBeInTheDocument();

    answer(Response.json([acme]));
    expect(await screen.findByRole('heading', { name: 'Acme Analytics' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading companies' })).not.toBeInTheDocument();
  });

  it('shows the welcome, Add Company, the three features and the empty state', async () => {
    stubCompanies([]);
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Pitchwise' })).toBeInTheDocument();
    expect(screen.getByText(/Shira Abel's Perception Formula/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Companies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Company' })).toHaveAttribute('href', '/profile');
    for (const feature of ['Structured Interviews', 'AI-Powered Content', 'Version Control']) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }

    expect(await screen.findByRole('heading', { name: 'No companies yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Create your first company profile to get started with the interview process.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Company Profile' })).toHaveAttribute('href', '/profile');
  });

  it('takes the welcome texts from the site content when set', async () => {
    stubServer(
      {
        'GET /api/site-content': () =>
          Response.json([
            { key: 'dashboard.welcome_title', description: '', content: 'Hello, marketer' },
            { key: 'dashboard.welcome_text', description: '', content: 'Let us begin.' },
          ]),
        'GET /api/companies': () => Response.json([]),
      },
      signedIn,
    );
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, marketer' })).toBeInTheDocument();
    expect(screen.getByText('Let us begin.')).toBeInTheDocument();
  });

  it('shows a card per company with its data and creation date', async () => {
    stubCompanies([acme, globex]);
    renderApp('/dashboard');

    const card = await screen.findByRole('article', { name: 'Acme Analytics' });
    expect(within(card).getByText('Technology')).toBeInTheDocument();
    expect(within(card).getByText(acme.description)).toHaveClass('line-clamp-2');
    expect(within(card).getByText('Jan 5, 2025')).toHaveAttribute('datetime', acme.createdAt);
    expect(within(card).getByRole('button', { name: 'Continue Interview' })).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Globex Health' });
    expect(within(second).getByText('Nov 23, 2024')).toBeInTheDocument();
    // The newest first, as the server answers.
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'company-1-name',
      'company-2-name',
    ]);
    // One column, two from 36rem of room, three from 56rem (the grid's container queries).
    expect(card.closest('ul')).toHaveClass('grid', '@xl:grid-cols-2', '@4xl:grid-cols-3');
  });

  it('Continue Interview selects the company and opens its interview', async () => {
    stubCompanies([acme, globex], {
      'GET /api/interviews?companyId=2': () => Response.json([]),
    });
    renderApp('/dashboard');

    const card = await screen.findByRole('article', { name: 'Globex Health' });
    await userEvent.click(within(card).getByRole('button', { name: 'Continue Interview' }));

    await waitFor(() => {
      expect(currentPath()).toBe('/interview/2/heuristics');
    });
    expect(JSON.parse(localStorage.getItem('company-store') ?? 'null')).toMatchObject({ id: 2, name: 'Globex Health' });
  });

  it('offers View content on a company with content, which opens its content page', async () => {
    stubCompanies([acme, { ...globex, hasContent: true }]);
    renderApp('/dashboard');

    const withContent = await screen.findByRole('article', { name: 'Globex Health' });
    const withoutContent = screen.getByRole('article', { name: 'Acme Analytics' });
    expect(within(withoutContent).queryByRole('button', { name: 'View content' })).not.toBeInTheDocument();
    await userEvent.click(within(withContent).getByRole('button', { name: 'View content' }));

    await waitFor(() => {
      expect(currentPath()).toBe('/content/2');
    });
    expect(JSON.parse(localStorage.getItem('company-store') ?? 'null')).toMatchObject({ id: 2, name: 'Globex Health' });
  });

  it('edits a company in the dialog: prefilled, Saving... while pending, then a toast and the new data', async () => {
    const answer = gate();
    const fetchMock = stubCompanies([acme], {}, answer.opened);
    renderApp('/dashboard');

    const actor = await openMenuItem('Acme Analytics', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    // The form is a chunk of its own: it shows once loaded.
    const name = await within(dialog).findByLabelText('Company Name');
    expect(name).toHaveValue('Acme Analytics');
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Industry' })).toHaveTextContent('Technology');
    expect(within(dialog).getByLabelText('Description')).toHaveValue(acme.description);
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute('rows', '3');
    expect(within(dialog).getByLabelText('Website URL')).toHaveValue('https://acme.example');
    expect(within(dialog).getByLabelText('LinkedIn URL')).toHaveAttribute(
      'placeholder',
      'https://www.linkedin.com/company/example',
    );
    expect(within(dialog).queryByLabelText('Competitors')).not.toBeInTheDocument();

    await actor.clear(name);
    await actor.type(name, 'Acme Insights');
    await actor.click(within(dialog).getByRole('combobox', { name: 'Industry' }));
    await actor.click(await screen.findByRole('option', { name: 'Retail' }));
    await actor.type(within(dialog).getByLabelText('Twitter URL'), 'https://twitter.com/acme');
    await actor.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expectBusy(await within(dialog).findByRole('button', { name: 'Saving...' }));
    expect(sentBody(fetchMock, 'PUT', '/api/companies/1')).toEqual({
      name: 'Acme Insights',
      industry: 'Retail',
      description: acme.description,
      websiteUrl: 'https://acme.example',
      linkedInUrl: '',
      twitterUrl: 'https://twitter.com/acme',
      facebookUrl: '',
      instagramUrl: '',
    });

    answer.open();
    expect(await screen.findByText('Company updated')).toBeInTheDocument();
    expect(screen.getByText('Company information has been successfully updated.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Edit Company' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('article', { name: 'Acme Insights' })).toBeInTheDocument();
    // Spec section 4: the list is read again after an update.
    expect(callsTo(fetchMock, 'GET', '/api/companies').length).toBeGreaterThanOrEqual(2);
  });

  it('checks the edit dialog fields before saving', async () => {
    const fetchMock = stubCompanies([acme]);
    renderApp('/dashboard');

    const actor = await openMenuItem('Acme Analytics', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    await actor.clear(within(dialog).getByLabelText('Company Name'));
    await actor.type(within(dialog).getByLabelText('Company Name'), 'A');
    await actor.clear(within(dialog).getByLabelText('Description'));
    await actor.type(within(dialog).getByLabelText('Description'), 'Too short');
    await actor.type(within(dialog).getByLabelText('Facebook URL'), 'facebook com/acme');
    await actor.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Company name must be at least 2 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Facebook URL')).toHaveAccessibleDescription('Please enter a valid URL');
    expect(callsTo(fetchMock, 'PUT', '/api/companies/1')).toHaveLength(0);
  });

  it('shows the server field errors, and the failure toast for other update failures', async () => {
    let status = 422;
    stubCompanies([acme], {
      'PUT /api/companies/1': () =>
        status === 422
          ? Response.json(
              { message: 'Validation failed', fieldErrors: { websiteUrl: 'URL must be at most 2048 characters.' } },
              { status },
            )
          : Response.json({ message: 'Internal Server Error' }, { status }),
    });
    renderApp('/dashboard');

    const actor = await openMenuItem('Acme Analytics', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    await actor.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('URL must be at most 2048 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update company')).not.toBeInTheDocument();

    status = 500;
    await actor.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update company')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while updating the company. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Company' })).toBeInTheDocument();
  });

  it('deletes a company after the confirmation, clears the selection and says so', async () => {
    const answer = gate();
    localStorage.setItem('company-store', JSON.stringify(acme));
    const fetchMock = stubCompanies([acme], {}, answer.opened);
    renderApp('/dashboard');

    const confirm = await openDeleteConfirmation('Acme Analytics');
    expect(confirm).toHaveTextContent(
      'This will permanently delete Acme Analytics and all associated data, including interview responses and generated content. This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(confirm).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(callsTo(fetchMock, 'DELETE', '/api/companies/1')).toHaveLength(1);

    answer.open();
    expect(await screen.findByText('Company deleted')).toBeInTheDocument();
    expect(screen.getByText('The company has been successfully deleted.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByRole('heading', { name: 'No companies yet' })).toBeInTheDocument();
    expect(localStorage.getItem('company-store')).toBeNull();
  });

  it('keeps a company that is not the selected one selected', async () => {
    localStorage.setItem('company-store', JSON.stringify(acme));
    stubCompanies([acme, globex]);
    renderApp('/dashboard');

    const confirm = await openDeleteConfirmation('Globex Health');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Company deleted')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Globex Health' })).not.toBeInTheDocument();
    });
    expect(JSON.parse(localStorage.getItem('company-store') ?? 'null')).toMatchObject({ id: 1 });
  });

  it('Cancel closes the confirmation without deleting', async () => {
    const fetchMock = stubCompanies([acme]);
    renderApp('/dashboard');

    const confirm = await openDeleteConfirmation('Acme Analytics');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(callsTo(fetchMock, 'DELETE', '/api/companies/1')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Acme Analytics' })).toBeInTheDocument();
  });

  it.each([
    ['Edit', 'dialog', 'Edit Company'],
    ['Delete', 'alertdialog', 'Are you sure?'],
  ] as const)('Escape in the %s dialog returns focus to the card menu button', async (item, role, title) => {
    stubCompanies([acme, globex]);
    renderApp('/dashboard');

    const actor = await openMenuItem('Globex Health', item);
    const dialog = await screen.findByRole(role, { name: title });
    await waitFor(() => {
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
    await actor.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.queryByRole(role)).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Actions for Globex Health' })).toHaveFocus();
  });

  it('says so when a delete fails and keeps the company', async () => {
    stubCompanies([acme], {
      'DELETE /api/companies/1': () => Response.json({ message: 'Internal Server Error' }, { status: 500 }),
    });
    renderApp('/dashboard');

    const confirm = await openDeleteConfirmation('Acme Analytics');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete company')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while deleting the company. Please try again.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
    // Behind the open confirmation, so hidden from the accessibility tree for now.
    expect(screen.getByRole('article', { name: 'Acme Analytics', hidden: true })).toBeInTheDocument();
  });

  it('sends the user to / when the list answers 401', async () => {
    stubServer(
      {
        'GET /api/site-content': () => Response.json([]),
        'GET /api/companies': () => Response.json({ message: 'Unauthorized' }, { status: 401 }),
      },
      signedIn,
    );
    renderApp('/dashboard');

    await waitFor(() => {
      expect(currentPath()).toBe('/');
    });
  });

  it('sends the user to / when a delete answers 401', async () => {
    stubCompanies([acme], {
      'DELETE /api/companies/1': () => Response.json({ message: 'Unauthorized' }, { status: 401 }),
    });
    renderApp('/dashboard');

    const confirm = await openDeleteConfirmation('Acme Analytics');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      expect(currentPath()).toBe('/');
    });
    expect(screen.queryByText('Failed to delete company')).not.toBeInTheDocument();
  });
});
