import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

const csrfSchema = z.object({ csrfToken: z.string().min(1) });

/** The token the sign-in and sign-out forms send back (GET /auth/csrf sets its cookie too). */
export async function getCsrfToken(): Promise<string> {
  return csrfSchema.parse(await api.get<unknown>('/auth/csrf')).csrfToken;
}

export const csrfTokenQueryOptions = () => queryOptions({ queryKey: ['auth-csrf'], queryFn: getCsrfToken });

export function useCsrfToken() {
  return useQuery(csrfTokenQueryOptions());
}
