import { api } from '@/lib/api-client';
import type { InterviewRecord, SectionKey } from '../types';

/** One section's record (GET /api/interviews/{companyId}/{section}); 404 'Interview section not found' when there is none. */
export function getInterview(companyId: number, section: SectionKey): Promise<InterviewRecord> {
  return api.get<InterviewRecord>(`/api/interviews/${companyId}/${section}`);
}
