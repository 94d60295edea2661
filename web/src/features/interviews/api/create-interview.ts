import { api } from '@/lib/api-client';
import type { InterviewRecord, Responses, SectionKey } from '../types';

export type CreateInterviewInput = {
  companyId: number;
  section: SectionKey;
  responses: Responses;
  completed: boolean;
};

/**
 * POST /api/interviews: 201 with the record. 409 'This interview section already exists.' when the
 * section has one; 404 'Company not found'; 422 with fieldErrors.
 */
export function createInterview(input: CreateInterviewInput): Promise<InterviewRecord> {
  return api.post<InterviewRecord>('/api/interviews', input);
}
