import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Company, CompanyFormValues } from '../types';
import { companiesQueryOptions } from './get-companies';

/** POST /api/companies: 201 with the company; the owner comes from the session. 422 with fieldErrors. */
export function createCompany(input: CompanyFormValues): Promise<Company> {
  return api.post<Company>('/api/companies', input);
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(['companies', company.id], company);
      return queryClient.invalidateQueries({ queryKey: companiesQueryOptions().queryKey, exact: true });
    },
  });
}
