import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
      queryClient.removeQueries({ queryKey: ['companies', id], exact: true });
      // Spec section 4: the list is refetched after a delete.
      return queryClient.invalidateQueries({ queryKey: companiesQueryOptions().queryKey, exact: true });
    },
  });
}
