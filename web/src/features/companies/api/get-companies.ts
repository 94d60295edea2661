import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COMPANIES_KEY } from '@/lib/company/get-company';
import type { Company } from '@/lib/company/types';

/** The signed-in user's companies, newest first (GET /api/companies). */
export function getCompanies(): Promise<Company[]> {
  return api.get<Company[]>('/api/companies');
}

export const companiesQueryOptions = () => queryOptions({ queryKey: COMPANIES_KEY, queryFn: getCompanies });

/** `enabled`: false until the user is known (spec section 4, "Dashboard list"). */
export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}
