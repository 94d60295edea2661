import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { INDUSTRY_OPTIONS, SAMPLE_COMPANIES, type CompanyFormValues } from '@/features/companies/types';
import type { Company } from '@/lib/company/types';
import { makeCompany } from '@/testing/companies';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';
import { expectBusy } from '@/testing/busy';

const user = makeUser();
const signedIn = { isSignedIn: true, user };

const company = makeCompany({
  id: 12,
  competitors: 'Shopify Analytics',
  productsServices: 'Sales dashboards and weekly reports.',
  websiteUrl: 'https://acme.example',
});

/** The form's fields by label, in its order, with the values of CompanyFormValues' keys. */
const TEXT_FIELDS = {
  name: 'Company Name',
  description: 'Description',
  competitors: 'Competitors',
  productsServices: 'Products/Services',
  websiteUrl: 'Website URL',
  linkedInUrl: 'LinkedIn URL',
  twitterUrl: 'Twitter URL',
  facebookUrl: 'Facebook URL',
  instagramUrl: 'Instagram URL',
} as const;

const firstSample = SAMPLE_COMPANIES[0] as CompanyFormValues;

/** The Voice panel's calls on the edit page, with the default guide. */
const voiceRoutes = {
  'GET /api/companies/12/style-guide': () =>
    Response.json({ tone: [], avoid: [], preferredTerms: [], readingLevel: 'plain', pointOfView: 'we', language: 'en' }),
  'GET /api/content/writer': () => Response.json({ builtIn: true }),
};

const industrySelect = () => screen.getByRole('combobox', { name: 'Industry' });
const submitButton = (name = 'Create Company') => screen.getByRole('button', { name });
const currentPath = () => screen.getByTestId('current-path').textContent;

const callsTo = (fetchMock: ReturnType<typeof stubServer>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([callUrl, init]) => callUrl === url && (init?.method ?? 'GET') === method);

/** The JSON body of the first call to `method url`. */
function sentBody(fetchMock: ReturnType<typeof stubServer>, method: string, url: string): unknown {
  const body = callsTo(fetchMock, method, url).at(0)?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

async function chooseIndustry(industry: string) {
  await userEvent.click(industrySelect());
  await userEvent.click(await screen.findByRole('option', { name: industry }));
}

async function fillSample() {
  await userEvent.click(await screen.findByRole('button', { name: 'Fill with Sample Data' }));
}

describe('company profile page', () => {
  beforeEach(() => {
    dismissToast();
    localStorage.clear();
  });

  it('shows every field, the industry options and the help text', async () => {
    stubServer({}, signedIn);
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Company Profile' })).toBeInTheDocument();
    for (const label of Object.values(TEXT_FIELDS)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'Describe what your company does in 10-2000 characters.',
    );
    expect(screen.getByLabelText('Website URL')).toHaveAttribute('placeholder', 'https://www.example.com');
    expect(industrySelect()).toHaveTextContent('Select an industry');

    await userEvent.click(industrySelect());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...INDUSTRY_OPTIONS]);
  });

  it('shows each validation message and sends nothing', async () => {
    const fetchMock = stubServer({}, signedIn);
    renderApp('/profile');

    await userEvent.click(await screen.findByRole('button', { name: 'Create Company' }));
    expect(await screen.findByText('Company name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please choose an industry.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Company Name'), 'Acme');
    await chooseIndustry('Retail');
    await userEvent.type(screen.getByLabelText('Description'), 'A shop for everything.');
    await userEvent.type(screen.getByLabelText('Products/Services'), 'Shoes');
    for (const label of ['Website URL', 'LinkedIn URL', 'Twitter URL', 'Facebook URL', 'Instagram URL']) {
      await userEvent.type(screen.getByLabelText(label), 'www acme');
    }
    await userEvent.click(submitButton());

    expect(
      await screen.findByText('Products/Services description must be at least 10 characters.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid URL')).toHaveLength(5);
    expect(screen.getByLabelText('Instagram URL')).toHaveAccessibleDescription('Please enter a valid URL');
    expect(screen.queryByText('Company name must be at least 2 characters.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please choose an industry.')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/companies')).toHaveLength(0);
  });

  it('fills every field with a sample company, a different one each time', async () => {
    stubServer({}, signedIn);
    renderApp('/profile');

    const names: string[] = [];
    for (const sample of SAMPLE_COMPANIES) {
      await fillSample();
      for (const [key, label] of Object.entries(TEXT_FIELDS)) {
        const value = sample[key as keyof typeof TEXT_FIELDS];
        expect(value).not.toBe('');
        expect(screen.getByLabelText(label)).toHaveValue(value);
      }
      expect(industrySelect()).toHaveTextContent(sample.industry);
      names.push(sample.name);
    }
    expect(new Set(names).size).toBe(5);
  });

  it('creates the company and opens its interview', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sample = firstSample;
    const created = { ...company, ...sample, id: 41 };
    // Another company is selected: the new one takes its place.
    let list: Company[] = [company];
    localStorage.setItem('company-store', JSON.stringify(company));
    const fetchMock = stubServer(
      {
        'POST /api/companies': () =>
          new Promise<Response>((resolve) => (answer = resolve)).then((response) => {
            list = [created, company];
            return response;
          }),
        'GET /api/companies': () => Response.json(list),
      },
      signedIn,
    );
    renderApp('/profile');

    await fillSample();
    await userEvent.click(submitButton());

    expectBusy(await screen.findByRole('button', { name: 'Creating...' }));
    expect(sentBody(fetchMock, 'POST', '/api/companies')).toEqual({ ...sample, userId: user.cobaltId });

    answer(Response.json(created, { status: 201 }));
    await waitFor(() => {
      expect(currentPath()).toBe('/interview/41/heuristics');
    });
    expect(JSON.parse(localStorage.getItem('company-store') ?? 'null')).toMatchObject({ id: 41, name: sample.name });
  });

  it("shows the server's field errors on their fields and keeps the values", async () => {
    stubServer(
      {
        'POST /api/companies': () =>
          Response.json(
            {
              message: 'Validation failed',
              fieldErrors: { name: 'Company name must be at most 100 characters.', twitterUrl: 'Please enter a valid URL' },
            },
            { status: 422 },
          ),
      },
      signedIn,
    );
    renderApp('/profile');

    await fillSample();
    await userEvent.click(submitButton());

    expect(await screen.findByText('Company name must be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Twitter URL')).toHaveAccessibleDescription('Please enter a valid URL');
    expect(screen.getByLabelText('Company Name')).toHaveFocus();
    expect(screen.getByLabelText('Company Name')).toHaveValue(firstSample.name);
    expect(screen.queryByText('Error creating company')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/profile');
  });

  it('says so when the company cannot be created and keeps the values', async () => {
    stubServer(
      { 'POST /api/companies': () => Response.json({ message: 'Internal Server Error' }, { status: 500 }) },
      signedIn,
    );
    renderApp('/profile');

    await fillSample();
    await userEvent.click(submitButton());

    expect(await screen.findByText('Error creating company')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem creating your company profile. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(firstSample.description);
    expect(submitButton()).toBeEnabled();
  });

  it('edits the company given by ?companyId=, sending every field', async () => {
    const fetchMock = stubServer(
      {
        ...voiceRoutes,
        'GET /api/companies/12': () => Response.json(company),
        'PUT /api/companies/12': ({ body }) => Response.json({ ...company, ...(body as Partial<Company>) }),
      },
      signedIn,
    );
    renderApp('/profile?companyId=12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Company Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Company Name')).toHaveValue('Acme Analytics');
    expect(screen.getByLabelText('Competitors')).toHaveValue('Shopify Analytics');
    expect(industrySelect()).toHaveTextContent('Technology');
    expect(screen.queryByRole('button', { name: 'Fill with Sample Data' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Competitors'));
    await userEvent.type(screen.getByLabelText('Competitors'), 'Glew, Metorik');
    // An address typed as people read it gets its https://.
    await userEvent.type(screen.getByLabelText('LinkedIn URL'), 'linkedin.com/company/acme');
    await userEvent.click(submitButton('Save Changes'));

    expect(await screen.findByText('Company updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/companies/12')).toEqual({
      name: company.name,
      industry: company.industry,
      description: company.description,
      competitors: 'Glew, Metorik',
      productsServices: company.productsServices,
      websiteUrl: company.websiteUrl,
      linkedInUrl: 'https://linkedin.com/company/acme',
      twitterUrl: '',
      facebookUrl: '',
      instagramUrl: '',
    });
  });

  it('says so when the update fails', async () => {
    stubServer(
      {
        ...voiceRoutes,
        'GET /api/companies/12': () => Response.json(company),
        'PUT /api/companies/12': () => Response.json({ message: 'Internal Server Error' }, { status: 500 }),
      },
      signedIn,
    );
    renderApp('/profile?companyId=12');

    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating company')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem updating your company profile. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says when the company does not exist', async () => {
    stubServer(
      { 'GET /api/companies/99': () => Response.json({ message: 'Company not found' }, { status: 404 }) },
      signedIn,
    );
    renderApp('/profile?companyId=99');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Company not found.');
    expect(within(alert).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
  });
});
