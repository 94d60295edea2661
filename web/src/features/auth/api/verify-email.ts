import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

const verifiedSchema = z.object({ message: z.string() });

/** Uses a single-use verification link's token; answers the server's message. */
export async function verifyEmail(token: string): Promise<string> {
  const body = await api.get<unknown>(`/api/auth/verify-email?${new URLSearchParams({ token }).toString()}`);
  return verifiedSchema.parse(body).message;
}

// Keyed by token and never retried: the token is single use, so it is sent exactly once
// (also when StrictMode mounts the page twice).
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['verify-email', token], queryFn: () => verifyEmail(token), retry: false });

/** Verifies `token`; does nothing without one. */
export function useVerifyEmail(token: string | undefined) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
