import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Company } from './types';

/** One of the user's companies (GET /api/companies/{id}); 404 'Company not found' otherwise. */
export function getCompany(id: number): Promise<Company> {
  return api.get<Company>(`/api/companies/${id}`);
}

/** Every cached read of the user's companies (the list, and each company) starts with this. */
export const COMPANIES_KEY = ['companies'] as const;

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...COMPANIES_KEY, id], queryFn: () => getCompany(id) });

export function useCompany(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQueryOptions(id), enabled });
}
