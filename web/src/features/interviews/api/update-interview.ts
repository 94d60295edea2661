import { api } from '@/lib/api-client';
import type { InterviewRecord, Responses } from '../types';

export type UpdateInterviewInput = {
  /** The record's id (not the section's name). */
  id: number;
  /** Replaces the stored answers; a key left out becomes `""`. */
  responses: Responses;
  completed: boolean;
};

/** PUT /api/interviews/{id}: 200 with the record. 404 'Interview section not found'; 422 with fieldErrors. */
export function updateInterview({ id, ...changes }: UpdateInterviewInput): Promise<InterviewRecord> {
  return api.put<InterviewRecord>(`/api/interviews/${id}`, changes);
}
