import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { GENERATION_TIME_TEXT } from './generate-version-button';

const keepOpen = (event: Event) => {
  event.preventDefault();
};

/** Spec section 2: 'Generating Your Content', a modal spinner the user waits behind (no way to close it). */
export function GeneratingDialog({ open }: { open: boolean }) {
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
          {`Your answers are being turned into core messaging, website copy and pitches. ${GENERATION_TIME_TEXT}`}
        </DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
