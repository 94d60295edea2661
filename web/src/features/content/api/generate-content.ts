import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { updateSignedInUser } from '@/lib/auth/auth-status';
import { currentUserQueryOptions } from '@/lib/auth/current-user';
import { coreMessagingSchema, versionSchema } from '../types';

const generateResultSchema = z.object({
  creditsRemaining: z.number(),
  coreMessaging: coreMessagingSchema,
  version: versionSchema,
});

export type GenerateResult = z.infer<typeof generateResultSchema>;

/**
 * POST /api/content/generate: spends a credit and stores version N+1, the active one (201).
 * 409 unless all four sections are complete; 402 with 0 credits; 502 when the writer fails and
 * 503 (with Retry-After) when the model's service asks us to wait (nothing spent either way);
 * 429 over the per-user rate.
 */
export async function generateContent(companyId: number): Promise<GenerateResult> {
  return generateResultSchema.parse(await api.post<unknown>('/api/content/generate', { companyId }));
}

/** Spec section 8 (decisions section 4): a generation refused because the user has no credits left. */
const isNoCreditsError = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 402;

/**
 * Generates a version. The user's credits change at once wherever they show (the account menu,
 * the user profile): to what the server answers, or to 0 when it says there are none.
 */
export function useGenerateContent(companyId: number) {
  const queryClient = useQueryClient();
  const setCredits = (credits: number) => {
    updateSignedInUser(queryClient, { credits });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey, exact: true });
  };
  return useMutation({
    mutationFn: () => generateContent(companyId),
    onSuccess: ({ creditsRemaining }) => {
      setCredits(creditsRemaining);
    },
    onError: (error) => {
      if (isNoCreditsError(error)) setCredits(0);
    },
  });
}
