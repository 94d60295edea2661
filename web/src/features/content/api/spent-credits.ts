import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { updateSignedInUser } from '@/lib/auth/auth-status';
import { currentUserQueryOptions } from '@/lib/auth/current-user';

/** The user's credits are `credits` now, wherever they show (the account menu at once, the profile read again). */
export function showCredits(queryClient: QueryClient, credits: number): void {
  updateSignedInUser(queryClient, { credits });
  void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey, exact: true });
}

/**
 * After a paid call whose answer does not say the credits left: reads the user again and shows
 * theirs. (Not the sign-in status: while that is read the app's guards show 'Loading...'.)
 */
export async function refreshCredits(queryClient: QueryClient): Promise<void> {
  try {
    const user = await queryClient.query({ ...currentUserQueryOptions(), staleTime: 0 });
    updateSignedInUser(queryClient, { credits: user.credits }, user.id);
  } catch {
    // The menu keeps the old count until the next read; the page's own call succeeded.
  }
}

/** A paid call refused with 402: the user has no credits, which the page then says. */
export function showNoCreditsOn(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 402) showCredits(queryClient, 0);
}
