import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preferredTermSchema, styleGuideSchema, type StyleGuide } from '@/lib/style-guide';
import { z } from '@/lib/zod';

/** The company's guide: the saved one, or the default (no tone, nothing avoided, plain English). */
export async function getStyleGuide(companyId: number): Promise<StyleGuide> {
  return styleGuideSchema.parse(await api.get<unknown>(`/api/companies/${companyId}/style-guide`));
}

export const styleGuideQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['style-guide', companyId], queryFn: () => getStyleGuide(companyId) });

export function useStyleGuide(companyId: number) {
  return useQuery(styleGuideQueryOptions(companyId));
}

/** PUT the whole guide; 422 with fieldErrors keyed by path ('tone.2', 'preferredTerms.0.use'). */
export async function saveStyleGuide({ companyId, guide }: { companyId: number; guide: StyleGuide }): Promise<StyleGuide> {
  return styleGuideSchema.parse(await api.put<unknown>(`/api/companies/${companyId}/style-guide`, guide));
}

export function useSaveStyleGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStyleGuide,
    onSuccess: (guide, { companyId }) => {
      queryClient.setQueryData(styleGuideQueryOptions(companyId).queryKey, guide);
    },
  });
}

/** What a style guide could say, for the user to accept or not. */
const suggestionSchema = z.object({
  tone: z.array(z.string()),
  preferredTerms: z.array(preferredTermSchema),
  readingLevel: styleGuideSchema.shape.readingLevel.nullable(),
});

export type StyleSuggestion = z.infer<typeof suggestionSchema>;

/** Free: tone words and terms from the interview's answers on brand emotions and associations. */
export async function suggestStyle(companyId: number): Promise<StyleSuggestion> {
  return suggestionSchema.parse(await api.post<unknown>(`/api/companies/${companyId}/style-guide/suggest`, {}));
}

/** Free: tone, terms and a reading level from copy the company already publishes (up to 20,000 characters). */
export async function learnStyle({ companyId, text }: { companyId: number; text: string }): Promise<StyleSuggestion> {
  return suggestionSchema.parse(await api.post<unknown>(`/api/companies/${companyId}/style-guide/learn`, { text }));
}

export function useSuggestStyle() {
  return useMutation({ mutationFn: suggestStyle });
}

export function useLearnStyle() {
  return useMutation({ mutationFn: learnStyle });
}

const writerSchema = z.object({ builtIn: z.boolean() });

/** Whether this server writes with the built-in writer, which writes English only. */
export function useWriter() {
  return useQuery({
    queryKey: ['content-writer'],
    queryFn: async () => writerSchema.parse(await api.get<unknown>('/api/content/writer')),
    staleTime: Infinity,
  });
}
