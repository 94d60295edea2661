import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema } from '@/lib/auth/user';
import { pagedSchema, pageQuery } from '@/lib/paging';
import { z } from '@/lib/zod';

export const waitlistEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});

export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The account with an entry's address: a 'waitlist' one can be approved from the list. */
const entryAccountSchema = z.object({
  id: z.number(),
  status: userSchema.shape.status,
});

export type EntryAccount = z.infer<typeof entryAccountSchema>;

/** An entry as admins see it: when it was last invited, and the account its address has (null: none). */
export const listedEntrySchema = waitlistEntrySchema.extend({
  invitedAt: z.string().nullable(),
  account: entryAccountSchema.nullable(),
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

/** Passes every entry of the loaded pages through `change`, so each page shows what the server now holds. */
export function updateLoadedEntries(queryClient: QueryClient, change: (entry: ListedEntry) => ListedEntry): void {
  queryClient.setQueriesData<WaitlistPage>({ queryKey: ['waitlist', 'page'] }, (page) =>
    page && { ...page, items: page.items.map(change) },
  );
}
