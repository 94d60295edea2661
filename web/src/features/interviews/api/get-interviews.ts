import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isNotFoundError } from '@/lib/api-client';
import { SECTION_KEYS, type InterviewRecord } from '../types';

/** Spec section 9: the interview list is read again every 3 s, and counts as fresh for 2 s. */
export const INTERVIEWS_REFETCH_MS = 3000;
export const INTERVIEWS_STALE_MS = 2000;

/** A company's records in section order, absent sections left out (GET /api/interviews?companyId=ID). 404 'Company not found'. */
export function getInterviews(companyId: number): Promise<InterviewRecord[]> {
  return api.get<InterviewRecord[]>(`/api/interviews?companyId=${companyId}`);
}

export const interviewsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['interviews', companyId],
    queryFn: () => getInterviews(companyId),
    // A company that is gone (or not the user's) stays gone: no more reads.
    refetchInterval: (query) => (isNotFoundError(query.state.error) ? false : INTERVIEWS_REFETCH_MS),
    staleTime: INTERVIEWS_STALE_MS,
  });

export function useInterviews(companyId: number) {
  return useQuery(interviewsQueryOptions(companyId));
}

/**
 * Puts a record the server answered (a save, a pre-create) into the company's list at once,
 * replacing its section's older copy. A read of the list still under way started before the
 * write, so it is cancelled: its older answer must not undo the new one.
 */
export async function storeInterviewRecord(queryClient: QueryClient, record: InterviewRecord): Promise<void> {
  const { queryKey } = interviewsQueryOptions(record.companyId);
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, (records) =>
    [...(records ?? []).filter((other) => other.section !== record.section), record].sort(
      (a, b) => SECTION_KEYS.indexOf(a.section) - SECTION_KEYS.indexOf(b.section),
    ),
  );
}
