import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pagedSchema, pageQuery } from '@/lib/paging';
import { z } from '@/lib/zod';

const feedbackItemSchema = z.object({
  id: z.number(),
  type: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The author's; null once their account is deleted. */
  userId: z.number().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
});

export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

const feedbackPageSchema = pagedSchema(feedbackItemSchema);

export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** GET /api/feedback?page=&pageSize= (admins): one page of feedback, newest first, with each author. */
export async function getFeedbackPage(page: number): Promise<FeedbackPage> {
  return feedbackPageSchema.parse(await api.get<unknown>(`/api/feedback?${pageQuery(page)}`));
}

export const feedbackPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['feedback', 'page', page],
    queryFn: () => getFeedbackPage(page),
    // The last page stays on screen while the next loads.
    placeholderData: keepPreviousData,
  });

export function useFeedbackPage(page: number) {
  return useQuery(feedbackPageQueryOptions(page));
}
