import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { StageProgress } from '../hooks/use-content-generation';
import type { StreamedText } from '../live-draft';
import { GENERATION_TIME_TEXT } from './generate-version-button';
import { GenerationStages } from './generation-stages';
import { LiveDraft } from './live-draft';

const keepOpen = (event: Event) => {
  event.preventDefault();
};

/**
 * Spec section 2: 'Generating Your Content', a modal spinner the user waits behind (no way to
 * close it), with the generation's stages as they happen and the model's words as they arrive.
 */
export function GeneratingDialog({ open, stages, streamed }: { open: boolean; stages: StageProgress; streamed: StreamedText }) {
  return (
    <Dialog open={open}>
      <DialogContent
        closable={false}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        className="max-w-sm justify-items-center py-8 text-center"
      >
        <Spinner />
        <DialogTitle>Generating Your Content</DialogTitle>
        <DialogDescription>
          {`Your answers are being turned into core messaging, website copy, pitches and an objection sheet. ${GENERATION_TIME_TEXT}`}
        </DialogDescription>
        <GenerationStages stages={stages} />
        <LiveDraft streamed={streamed} />
      </DialogContent>
    </Dialog>
  );
}
