import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { useSelectedCompany } from '@/lib/company/company-store';
import type { Company } from '@/lib/company/types';
import { useCompanies } from '../api/get-companies';

/**
 * The signed-in user's companies and the selected one, kept valid (spec section 2, "App shell"):
 * a stored company that belongs to someone else (another user signed in on this browser) or is
 * no longer listed (deleted) does not count; once the list is known the first company is selected
 * in its place, or the selection is cleared when there is none. A listed company replaces its
 * stored copy, so a renamed company shows its new name.
 */
export function useCompanySelection() {
  const { user } = useAuth();
  const companiesQuery = useCompanies({ enabled: user !== null });
  const { selectedCompany: stored, selectCompany, clearSelectedCompany } = useSelectedCompany();
  const companies = companiesQuery.data;

  // The owner check needs no list, so another user's company never shows, not even while loading.
  const storedIsOwn = stored !== null && user !== null && stored.userId === user.cobaltId;
  const listed = storedIsOwn ? companies?.find((company) => company.id === stored.id) : undefined;
  const selectedCompany: Company | null = storedIsOwn ? (companies ? (listed ?? null) : stored) : null;

  useEffect(() => {
    if (!companies) return;
    const first = companies.at(0);
    if (listed) {
      if (JSON.stringify(listed) !== JSON.stringify(stored)) selectCompany(listed);
    } else if (first) {
      selectCompany(first);
    } else if (stored !== null) {
      clearSelectedCompany();
    }
  }, [companies, listed, stored, selectCompany, clearSelectedCompany]);

  return { companiesQuery, selectedCompany, selectCompany };
}
