import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyQueryOptions } from '@/lib/company/get-company';
import type { Company } from '@/lib/company/types';
import type { CompanyFormValues } from '../types';
import { companiesQueryOptions } from './get-companies';

/** The form's fields plus the owner's cobaltId, as spec section 7 sends them (the server takes the owner from the session). */
export type CreateCompanyInput = CompanyFormValues & { userId: string };

/** POST /api/companies: 201 with the company. 422 with fieldErrors. */
export function createCompany(input: CreateCompanyInput): Promise<Company> {
  return api.post<Company>('/api/companies', input);
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryOptions(company.id).queryKey, company);
      return queryClient.invalidateQueries({ queryKey: companiesQueryOptions().queryKey, exact: true });
    },
  });
}
