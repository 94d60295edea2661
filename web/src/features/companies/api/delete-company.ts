import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyQueryOptions } from '@/lib/company/get-company';
import type { Company } from '@/lib/company/types';
import { companiesQueryOptions } from './get-companies';

/** DELETE /api/companies/{id}: 204; its interviews and content go with it. */
export async function deleteCompany(id: number): Promise<void> {
  await api.delete(`/api/companies/${id}`);
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_, id) => {
      const { queryKey } = companiesQueryOptions();
      queryClient.removeQueries({ queryKey: companyQueryOptions(id).queryKey, exact: true });
      // Gone from the list at once; then the list is refetched (spec section 4).
      queryClient.setQueryData<Company[]>(queryKey, (companies) => companies?.filter((company) => company.id !== id));
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
