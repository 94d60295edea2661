import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QuestionsDocument } from '../types';

/** The interview's sections, questions and sample answers (GET /api/interview/questions). */
export function getQuestions(): Promise<QuestionsDocument> {
  return api.get<QuestionsDocument>('/api/interview/questions');
}

/** Read once per visit: the document only changes with a new server version. */
export const questionsQueryOptions = () => queryOptions({ queryKey: ['interview-questions'], queryFn: getQuestions });

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}
