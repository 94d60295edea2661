import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Company } from './types';

/** One of the user's companies (GET /api/companies/{id}); 404 'Company not found' otherwise. */
export function getCompany(id: number): Promise<Company> {
  return api.get<Company>(`/api/companies/${id}`);
}

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['companies', id], queryFn: () => getCompany(id) });

export function useCompany(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQueryOptions(id), enabled });
}
