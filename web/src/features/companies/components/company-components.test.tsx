// The companies' components on their own, without the app shell (whose company switcher
// also keeps the selection valid), so each one's own part is what is tested.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { User } from '@/lib/auth/user';
import { AuthContext } from '@/lib/auth/use-auth';
import { createQueryClient } from '@/lib/query-client';
import { makeCompany } from '@/testing/companies';
import { makeUser } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';
import { COMPANY_STORE_KEY } from '@/lib/company/company-store';
import { CompanyProfileForm } from './company-profile-form';
import { DeleteCompanyDialog } from './delete-company-dialog';

const queryClient = createQueryClient();

function Providers({ user, children }: { user: User | null; children: ReactNode }) {
  const auth = { isSignedIn: user ? true : undefined, user, loading: false, refresh: () => Promise.resolve() };
  return (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>{children}</MemoryRouter>
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>
  );
}

const company = makeCompany({ id: 3 });

beforeEach(() => {
  dismissToast();
  localStorage.clear();
  queryClient.clear();
});

describe('company profile form', () => {
  it("says 'Loading user information...' until the user is known", () => {
    const { rerender } = render(
      <Providers user={null}>
        <CompanyProfileForm />
      </Providers>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading user information...');
    expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();

    rerender(
      <Providers user={makeUser()}>
        <CompanyProfileForm />
      </Providers>,
    );
    expect(screen.getByLabelText('Company Name')).toBeInTheDocument();
    expect(screen.queryByText('Loading user information...')).not.toBeInTheDocument();
  });
});

describe('delete confirmation', () => {
  it('clears the selection when the deleted company is the selected one', async () => {
    stubServer({ 'DELETE /api/companies/3': () => new Response(null, { status: 204 }) });
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(company));
    const onClose = vi.fn();
    render(
      <Providers user={makeUser()}>
        <DeleteCompanyDialog company={company} returnFocusTo={null} onClose={onClose} />
      </Providers>,
    );

    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Company deleted')).toBeInTheDocument();
    expect(localStorage.getItem(COMPANY_STORE_KEY)).toBeNull();
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
  });

  it('leaves another selected company alone', async () => {
    stubServer({ 'DELETE /api/companies/3': () => new Response(null, { status: 204 }) });
    const other = { ...company, id: 4, name: 'Globex' };
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(other));
    render(
      <Providers user={makeUser()}>
        <DeleteCompanyDialog company={company} returnFocusTo={null} onClose={vi.fn()} />
      </Providers>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Company deleted')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(COMPANY_STORE_KEY) ?? 'null')).toMatchObject({ id: 4 });
  });
});
