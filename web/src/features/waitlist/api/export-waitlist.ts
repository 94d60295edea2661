import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

export const WAITLIST_EXPORT_FILE = 'waitlist.csv';

/**
 * GET /api/waitlist/export.csv (admins): the whole list as CSV, streamed by the server (about
 * 6 MB for 100,000 entries), then saved as waitlist.csv. Reading it here rather than following
 * a link lets a refusal or failure show as a message instead of a broken download.
 */
export async function exportWaitlist(): Promise<void> {
  saveFile(await api.getBlob('/api/waitlist/export.csv'), WAITLIST_EXPORT_FILE);
}

export function useExportWaitlist() {
  return useMutation({ mutationFn: exportWaitlist });
}
