import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

const providersSchema = z.object({
  /** Google sign-in is configured on this server. */
  google: z.boolean(),
  /** The local sign-in form (DEV_LOGIN=1) is on. */
  dev: z.boolean(),
});

export type Providers = z.infer<typeof providersSchema>;

export async function getProviders(): Promise<Providers> {
  return providersSchema.parse(await api.get<unknown>('/auth/providers'));
}

export const providersQueryOptions = () => queryOptions({ queryKey: ['auth-providers'], queryFn: getProviders });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
