import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-client';
import { createInterview } from '../api/create-interview';
import { getInterview } from '../api/get-interview';
import { storeInterviewRecord } from '../api/get-interviews';
import { updateInterview } from '../api/update-interview';
import type { InterviewRecord, Responses, SectionKey } from '../types';

export type SaveSectionInput = {
  section: SectionKey;
  /** The section's record when the page knows one: then it is updated, else created. */
  recordId: number | undefined;
  responses: Responses;
  /** The server also marks the section completed when all four answers are non-blank (spec section 4). */
  completed: boolean;
};

const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);

async function saveSection(companyId: number, input: SaveSectionInput): Promise<InterviewRecord> {
  const { section, recordId, responses, completed } = input;
  if (recordId !== undefined) return updateInterview({ id: recordId, responses, completed });
  try {
    return await createInterview({ companyId, section, responses, completed });
  } catch (error) {
    // Made meanwhile (another tab, a pre-create the list has not shown yet): save into that one.
    if (!isStatus(error, 409)) throw error;
    const existing = await getInterview(companyId, section);
    return updateInterview({ id: existing.id, responses, completed });
  }
}

/** Saves a section's answers (POST for a new record, else PUT) and puts the answer into the list at once. */
export function useSaveSection(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSectionInput) => saveSection(companyId, input),
    onSuccess: (record) => storeInterviewRecord(queryClient, record),
  });
}

/**
 * Creates empty records for sections that have none yet (spec section 4, "Next on a non-final
 * section"). A 409 (it exists already) or 400 is fine; other failures are only logged (spec section 8):
 * the section is then created by its first save.
 */
export function usePreCreateSections(companyId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (sections: { key: SectionKey; responseKeys: readonly string[] }[]) => {
      await Promise.all(
        sections.map(async ({ key, responseKeys }) => {
          try {
            const responses = Object.fromEntries(responseKeys.map((responseKey) => [responseKey, '']));
            const record = await createInterview({ companyId, section: key, responses, completed: false });
            await storeInterviewRecord(queryClient, record);
          } catch (error) {
            if (!isStatus(error, 400, 409)) console.error(`Could not create the interview section '${key}':`, error);
          }
        }),
      );
    },
    [companyId, queryClient],
  );
}
