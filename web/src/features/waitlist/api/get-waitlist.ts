import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { pagedSchema, pageQuery } from '@/lib/paging';

export const waitlistEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});

export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** An entry as admins see it: when it was last invited, and whether its address has an account. */
export const listedEntrySchema = waitlistEntrySchema.extend({
  invitedAt: z.string().nullable(),
  hasAccount: z.boolean(),
});

export type ListedEntry = z.infer<typeof listedEntrySchema>;

const waitlistPageSchema = pagedSchema(listedEntrySchema);

export type WaitlistPage = z.infer<typeof waitlistPageSchema>;

/** GET /api/waitlist?page=&pageSize= (admins): one page of the list, newest first, and the total. */
export async function getWaitlistPage(page: number): Promise<WaitlistPage> {
  return waitlistPageSchema.parse(await api.get<unknown>(`/api/waitlist?${pageQuery(page)}`));
}

export const waitlistPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['waitlist', 'page', page],
    queryFn: () => getWaitlistPage(page),
    // The last page stays on screen while the next loads: no empty flash, nothing moves.
    placeholderData: keepPreviousData,
  });

export function useWaitlistPage(page: number) {
  return useQuery(waitlistPageQueryOptions(page));
}
