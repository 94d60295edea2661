import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { sectionTitle, type SectionKey } from '../types';

/**
 * Content generation from the interview (the content feature's, which the route passes in):
 * `start` runs it; `isGenerating` holds until the run has ended.
 */
export type ContentGeneration = { start: () => Promise<void>; isGenerating: boolean };

type GenerateContentButtonProps = {
  companyId: number;
  /** The first section that is not completed; null when all four are. */
  firstIncomplete: SectionKey | null;
  /** The page's generation: while one is under way the button reads 'Generating...' and waits. */
  generation: ContentGeneration;
  variant?: 'primary' | 'outline';
  className?: string;
};

/**
 * 'Generate Content': starts generation when all four sections are complete; otherwise (spec
 * section 4, "Content generation") 'Interview Sections Incomplete' points to the first incomplete one.
 */
export function GenerateContentButton({
  companyId,
  firstIncomplete,
  generation,
  variant,
  className,
}: GenerateContentButtonProps) {
  const navigate = useNavigate();
  // The section 'Interview Sections Incomplete' points to while it is open (the first incomplete one when asked).
  const [target, setTarget] = useState<SectionKey | null>(null);

  return (
    <>
      <Button
        variant={variant}
        className={className}
        disabled={generation.isGenerating}
        onClick={() => {
          if (firstIncomplete === null) void generation.start();
          else setTarget(firstIncomplete);
        }}
      >
        {generation.isGenerating ? 'Generating...' : 'Generate Content'}
      </Button>
      {target && (
        <ConfirmationDialog
          open
          onCancel={() => {
            setTarget(null);
          }}
          title="Interview Sections Incomplete"
          description={`Content is generated from all four interview sections. ${sectionTitle(target)} is the first one still incomplete.`}
          cancelLabel="Stay on this page"
          className="max-w-xl"
        >
          <Button
            onClick={() => {
              setTarget(null);
              void navigate(`/interview/${companyId}/${target}`);
            }}
          >
            Go to the next incomplete section
          </Button>
        </ConfirmationDialog>
      )}
    </>
  );
}
