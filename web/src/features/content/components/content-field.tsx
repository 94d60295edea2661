import { useId, type ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';

type ContentFieldProps = {
  title: string;
  /** What its Copy button puts on the clipboard. */
  copyText: string;
  /** A line under the title, e.g. a pitch's length, or the text's words, range and grade. */
  meta?: ReactNode;
  /** Under the title row, the full width: e.g. the quality gate's issues with the text. */
  notes?: ReactNode;
  children: ReactNode;
};

/** One generated field (a group named by its heading): the heading, a Copy button, and the field laid out for reading. */
export function ContentField({ title, copyText, meta, notes, children }: ContentFieldProps) {
  const headingId = useId();
  const metaId = useId();
  // The meta line describes the group (its figures, not its text): a caption of the heading, not a
  // paragraph of the field, so the field's text stays its one paragraph.
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      aria-describedby={meta ? metaId : undefined}
      className="space-y-3 border-b border-slate-200 pb-6 last:border-b-0 last:pb-0"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {title}
          </h2>
          {meta && (
            <div id={metaId} className="mt-0.5 text-xs tabular-nums text-slate-600">
              {meta}
            </div>
          )}
        </div>
        <CopyButton text={copyText} label={title} />
      </div>
      {notes}
      {children}
    </div>
  );
}

/** A field's text as paragraphs, its line breaks kept. */
export function Prose({ text, className }: { text: string; className?: string }) {
  return <p className={cn('whitespace-pre-line break-words leading-relaxed text-slate-800', className)}>{text}</p>;
}
