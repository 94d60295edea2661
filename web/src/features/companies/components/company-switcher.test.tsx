import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_STORE_KEY } from '@/lib/company/company-store';
import type { Company } from '@/lib/company/types';
import { makeCompany } from '@/testing/companies';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const acme = makeCompany({ id: 7, name: 'Acme Analytics', industry: 'Technology' });
const globex = makeCompany({ id: 9, name: 'Globex Health', industry: 'Healthcare' });

function stubCompanies(companies: Company[]) {
  return stubServer(
    {
      'GET /api/companies': () => Response.json(companies),
      'GET /api/site-content': () => Response.json([]),
      // The content page behind /content/{id} may ask for more; it need not answer here.
      [`GET /api/companies/${acme.id}`]: () => Response.json(acme),
      [`GET /api/companies/${globex.id}`]: () => Response.json(globex),
    },
    { isSignedIn: true, user: makeUser() },
  );
}

const storedCompany = () => JSON.parse(localStorage.getItem(COMPANY_STORE_KEY) ?? 'null') as Company | null;
const switcher = (name: RegExp) => screen.findByRole('button', { name });

afterEach(() => {
  localStorage.clear();
});

describe('company switcher', () => {
  it('selects the first company when none is selected, and keeps it in company-store', async () => {
    stubCompanies([globex, acme]);
    renderApp('/dashboard');

    expect(await switcher(/^Companies: Globex Health /)).toBeInTheDocument();
    expect(storedCompany()).toEqual(globex);
  });

  it("lists the user's companies under 'Companies'; choosing one selects it and opens its content", async () => {
    stubCompanies([globex, acme]);
    renderApp('/dashboard');

    await userEvent.click(await switcher(/^Companies: Globex Health /));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Companies')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(2);
    expect(within(menu).getByRole('menuitemradio', { name: 'Globex Health', checked: true })).toBeInTheDocument();
    const other = within(menu).getByRole('menuitemradio', { name: 'Acme Analytics', checked: false });

    await userEvent.click(other);

    // The content page's chunk loads first (the signed-in pages are split by route).
    await waitFor(() => {
      expect(screen.getByTestId('current-path')).toHaveTextContent('/content/7');
    });
    expect(await switcher(/^Companies: Acme Analytics /)).toBeInTheDocument();
    expect(storedCompany()).toEqual(acme);
    expect(screen.getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/content/7');
  });

  it('keeps a selection from an earlier visit', async () => {
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(acme));
    stubCompanies([globex, acme]);
    renderApp('/dashboard');

    expect(await switcher(/^Companies: Acme Analytics /)).toBeInTheDocument();
    expect(storedCompany()).toEqual(acme);
  });

  it("never shows another user's company left in this browser, and selects the user's first instead", async () => {
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(makeCompany({ id: 3, name: 'Other Co', userId: 'someone-else' })));
    stubCompanies([globex]);
    renderApp('/dashboard');

    expect(await switcher(/^Companies: Globex Health /)).toBeInTheDocument();
    expect(screen.queryByText('Other Co')).not.toBeInTheDocument();
    expect(storedCompany()).toEqual(globex);
  });

  it("ignores another user's company while the list is still loading", async () => {
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(makeCompany({ id: 3, name: 'Other Co', userId: 'someone-else' })));
    stubServer(
      { 'GET /api/companies': () => new Promise<Response>(() => undefined), 'GET /api/site-content': () => Response.json([]) },
      { isSignedIn: true, user: makeUser() },
    );
    renderApp('/dashboard');

    expect(await screen.findByRole('link', { name: 'Content' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Interview' })).not.toHaveAttribute('href');
  });

  it('clears a selection whose company is gone when no company is left', async () => {
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(acme));
    stubCompanies([]);
    renderApp('/dashboard');

    expect(await switcher(/^Companies: No company yet /)).toBeInTheDocument();
    expect(localStorage.getItem(COMPANY_STORE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Companies: No company yet Add one to begin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('No companies yet')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Add Company' })).toHaveAttribute('href', '/profile');
  });

  it('shows the new name of a renamed selected company', async () => {
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(acme));
    stubCompanies([{ ...acme, name: 'Acme Insights' }]);
    renderApp('/dashboard');

    expect(await switcher(/^Companies: Acme Insights /)).toBeInTheDocument();
    expect(storedCompany()?.name).toBe('Acme Insights');
  });
});
