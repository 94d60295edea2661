import { cn } from '@/lib/cn';
import { useFieldLabels } from '../api/get-content-fields';
import { pathLabel } from '../fields';
import { fieldBeingWritten, type StreamedText } from '../live-draft';

type LiveDraftProps = {
  streamed: StreamedText;
  /** A box showing the last lines written (the overlay), or one line that ends where the model is (a note). */
  variant?: 'box' | 'line';
  className?: string;
};

/**
 * The field the model is writing and its words as they arrive (an LLM writer's generation; the
 * built-in writer streams no text, so nothing shows). Hidden from screen readers: read out every
 * few characters, it would drown the stages, which say the same at a pace one can follow.
 */
export function LiveDraft({ streamed, variant = 'box', className }: LiveDraftProps) {
  const labels = useFieldLabels();
  const field = fieldBeingWritten(streamed);
  if (!field) return null;
  const label = labels.data ? pathLabel(field.path, labels.data) : 'copy';
  if (variant === 'line') {
    return (
      <p aria-hidden="true" className={cn('truncate text-left text-xs text-slate-600', className)} dir="rtl">
        {/* Right to left, so the cut falls at the start and the newest words stay in view. */}
        <bdi dir="ltr">{`Writing ${label}: ${field.text}`}</bdi>
      </p>
    );
  }
  return (
    <div aria-hidden="true" className={cn('w-full rounded-md border border-slate-200 bg-slate-50 p-3 text-left', className)}>
      <p className="truncate text-xs font-medium text-slate-600">{`Writing ${label}`}</p>
      {/* A fixed height that keeps the newest words at the bottom: the box never grows as text arrives. */}
      <div className="mt-1 flex h-16 flex-col justify-end overflow-hidden text-sm leading-5 text-slate-800">
        <p>{field.text}</p>
      </div>
    </div>
  );
}
