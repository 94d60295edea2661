import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useContentGeneration } from '../hooks/use-content-generation';
import { stageStepText } from '../stages';
import { LiveDraft } from './live-draft';

/** Spec section 9: what a run takes. */
export const GENERATION_TIME_TEXT = 'This takes 20-30 seconds, or a minute or two.';

type GenerateVersionButtonProps = {
  generation: ReturnType<typeof useContentGeneration>;
  label?: string;
  className?: string;
};

/**
 * Generates a version on the content page. Under it, what it costs and the credits left, or, at 0,
 * why it is disabled ('You have no credits left.'); while it runs, its stage ('Step 3 of 6: website
 * copy') and how long that takes, then the words the model is writing. The first line is the button's
 * description and a live region, so each change is announced.
 */
export function GenerateVersionButton({ generation, label = 'Generate New Version', className }: GenerateVersionButtonProps) {
  const { user } = useAuth();
  const { generate, isGenerating, stages, streamed } = generation;
  const credits = user?.credits ?? 0;
  const noteId = useId();

  let note: string;
  if (isGenerating) note = `${stageStepText(stages) ?? 'Generating a new version'}. ${GENERATION_TIME_TEXT}`;
  else if (credits <= 0) note = 'You have no credits left.';
  else note = `Each new version uses 1 credit. You have ${credits} ${credits === 1 ? 'credit' : 'credits'} left.`;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Button
        disabled={!isGenerating && credits <= 0}
        busy={isGenerating}
        aria-describedby={noteId}
        onClick={() => void generate()}
      >
        {isGenerating && <Spinner size="sm" onPrimary />}
        {isGenerating ? 'Generating...' : label}
      </Button>
      <p id={noteId} role="status" className="text-xs text-slate-600">
        {note}
      </p>
      {isGenerating && <LiveDraft streamed={streamed} variant="line" />}
    </div>
  );
}

/**
 * 'Generate Content' on the content page of a company with no content yet (the route gives it to
 * the interview's empty state): the content page's generation, as a run of its own.
 */
export function GenerateFirstVersionButton({ companyId, className }: { companyId: number; className?: string }) {
  const generation = useContentGeneration(companyId, 'content');
  return <GenerateVersionButton generation={generation} label="Generate Content" className={className} />;
}
