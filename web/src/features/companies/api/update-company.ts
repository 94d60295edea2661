import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyQueryOptions } from '@/lib/company/get-company';
import type { Company } from '@/lib/company/types';
import type { CompanyFormValues } from '../types';
import { companiesQueryOptions } from './get-companies';

/** The fields to change; the server keeps those not sent (the edit dialog sends no competitors or products). */
export type UpdateCompanyInput = { id: number; changes: Partial<CompanyFormValues> };

/** PUT /api/companies/{id}: the updated company. 404 'Company not found'; 422 with fieldErrors. */
export function updateCompany({ id, changes }: UpdateCompanyInput): Promise<Company> {
  return api.put<Company>(`/api/companies/${id}`, changes);
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      const { queryKey } = companiesQueryOptions();
      queryClient.setQueryData(companyQueryOptions(company.id).queryKey, company);
      // The card shows the change at once; then the list is refetched (spec section 4).
      queryClient.setQueryData<Company[]>(queryKey, (companies) =>
        companies?.map((other) => (other.id === company.id ? company : other)),
      );
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
