import { useEffect } from 'react';
import { useSelectedCompany } from './company-store';
import type { Company } from './types';

/** A page about one company (its interview, its content) selects it once loaded, so the sidebar's links follow it. */
export function useSelectOpenedCompany(company: Company | undefined) {
  const { selectedCompany, selectCompany } = useSelectedCompany();
  useEffect(() => {
    if (company && selectedCompany?.id !== company.id) selectCompany(company);
  }, [company, selectedCompany?.id, selectCompany]);
}
