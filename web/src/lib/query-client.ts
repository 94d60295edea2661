import { QueryClient } from '@tanstack/react-query';
import { isRateLimitError } from '@/lib/api-client';

// Spec section 9: only rate-limit errors are retried, at most 3 times.
export const MAX_RATE_LIMIT_RETRIES = 3;
const MAX_BACKOFF_MS = 30_000;
// A longer wait (the waitlist's limit asks for minutes) is shown to the person at once
// ('Rate limit exceeded. Please try again in N seconds.') instead of behind a spinner.
export const MAX_SILENT_WAIT_MS = 10_000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    isRateLimitError(error) &&
    failureCount < MAX_RATE_LIMIT_RETRIES &&
    (error.retryAfterMs ?? 0) <= MAX_SILENT_WAIT_MS
  );
}

/** Wait what the server asked for, else back off 1 s, 2 s, 4 s ... up to 30 s. */
export function retryDelay(attemptIndex: number, error: unknown): number {
  if (isRateLimitError(error) && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(1000 * 2 ** attemptIndex, MAX_BACKOFF_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Reads never refetch by themselves (spec section 7): results never go stale, and
      // focus or reconnect do not refetch. A query that has no data yet still loads on mount.
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: shouldRetry, retryDelay },
    },
  });
}
