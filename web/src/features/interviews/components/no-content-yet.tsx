import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useInterviews } from '../api/get-interviews';
import { firstIncompleteSection, progressPercent } from '../progress';

type NoContentYetProps = {
  companyId: number;
  /** 'Generate Content', shown once all four sections are complete (the content feature's, passed in by the route). */
  generateButton: ReactNode;
};

/**
 * The content page of a company with no content yet: the way to the interview, and, once all
 * four sections are complete, `generateButton`.
 */
export function NoContentYet({ companyId, generateButton }: NoContentYetProps) {
  const interviews = useInterviews(companyId);
  const records = interviews.data;
  const interviewLink = `/interview/${companyId}/heuristics`;

  let next;
  if (!records && interviews.isPending) {
    next = (
      <div role="status" aria-label="Loading the interview" className="space-y-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-9 w-44 rounded-md" />
      </div>
    );
  } else if (records && firstIncompleteSection(records) === null) {
    next = (
      <>
        <p className="text-slate-700">Your interview is complete. Turn it into core messaging, website copy, pitches and an objection sheet.</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {generateButton}
          <Button asChild variant="outline">
            <Link to={interviewLink}>Review the interview</Link>
          </Button>
        </div>
      </>
    );
  } else {
    next = (
      <>
        <p className="text-slate-700">
          {`Content is generated from your interview once all four sections are complete. Your interview is ${records ? progressPercent(records) : 0}% complete.`}
        </p>
        <Button asChild>
          <Link to={interviewLink}>Continue the interview</Link>
        </Button>
      </>
    );
  }

  return (
    <Card className="space-y-4 p-5 sm:p-8">
      <h2 className="text-lg font-semibold text-slate-900">No content has been generated yet</h2>
      {next}
    </Card>
  );
}
