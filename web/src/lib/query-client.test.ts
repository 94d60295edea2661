import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

const rateLimited = (retryAfterMs?: number) =>
  new ApiError('Rate limit exceeded. Please try again in 5 seconds.', { status: 429, retryAfterMs });

describe('retry rules', () => {
  it('retries rate-limit errors at most 3 times', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, rateLimited(5000)))).toEqual([true, true, true, false]);
  });

  it('shows a wait longer than 10 s at once instead of retrying', () => {
    expect(shouldRetry(0, rateLimited(10_000))).toBe(true);
    expect(shouldRetry(0, rateLimited(10_001))).toBe(false);
    expect(shouldRetry(0, rateLimited(120_000))).toBe(false);
  });

  it('never retries other errors', () => {
    expect(shouldRetry(0, new ApiError('Server error', { status: 500 }))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('waits what Retry-After asked for', () => {
    expect(retryDelay(0, rateLimited(7000))).toBe(7000);
    expect(retryDelay(2, rateLimited(7000))).toBe(7000);
  });

  it('otherwise backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, rateLimited()))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('query client defaults', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a rate-limited query 3 times after the server delay, then fails', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn().mockRejectedValue(rateLimited(2000));
    const result = createQueryClient()
      .query({ queryKey: ['limited'], queryFn })
      .catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(1999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await result).toBeInstanceOf(ApiError);
  });

  it('fails other errors at once', async () => {
    const queryFn = vi.fn().mockRejectedValue(new ApiError('Not found', { status: 404 }));

    await expect(createQueryClient().query({ queryKey: ['missing'], queryFn })).rejects.toThrow('Not found');
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('retries rate-limited mutations too', async () => {
    vi.useFakeTimers();
    const mutationFn = vi.fn().mockRejectedValueOnce(rateLimited(1000)).mockResolvedValue('ok');
    const mutation = new MutationObserver(createQueryClient(), { mutationFn });

    const result = mutation.mutate(undefined);
    await vi.advanceTimersByTimeAsync(1000);

    await expect(result).resolves.toBe('ok');
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });

  it('never considers data stale and does not refetch on focus or reconnect', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false });
  });
});
