import { DateTime } from '@/components/ui/date-time';

/**
 * Beside 'Generate New Version' when the interview was saved after the answers the active version
 * was written from (its `interviewChangedSince`): a new version would read the new answers.
 */
export function InterviewChangedNote({ changedAt }: { changedAt: string }) {
  return (
    <p className="text-xs text-slate-600">
      Your interview changed on <DateTime value={changedAt} />. A new version would use the new answers.
    </p>
  );
}
