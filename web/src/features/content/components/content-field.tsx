import { useId, type ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { useEditedText } from '../hooks/use-text-editor';
import { EditButton, TextEditorForm } from './text-editor';

type ContentFieldProps = {
  title: string;
  /** What its Copy button puts on the clipboard. */
  copyText: string;
  /** A line under the title, e.g. a pitch's length, or the text's words, range and grade. */
  meta?: ReactNode;
  /** Under the title row, the full width: e.g. the quality gate's issues with the text. */
  notes?: ReactNode;
  /** A field of one text: its path (`website.headline`), so the page's editor can open it. */
  editField?: string;
  children: ReactNode;
};

/**
 * One generated field (a group named by its heading): the heading, Copy (and Edit, for one text
 * while the page can edit), and the field laid out for reading, or its editor while open.
 */
export function ContentField({ title, copyText, meta, notes, editField, children }: ContentFieldProps) {
  const headingId = useId();
  const metaId = useId();
  const { open } = useEditedText(editField);
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
        <div className="flex shrink-0 gap-2">
          {editField && <EditButton field={editField} label={title} text={copyText} />}
          <CopyButton text={copyText} label={title} />
        </div>
      </div>
      {notes}
      {open ? <TextEditorForm /> : children}
    </div>
  );
}

/** A field's text as paragraphs, its line breaks kept. */
export function Prose({ text, className }: { text: string; className?: string }) {
  return <p className={cn('whitespace-pre-line break-words leading-relaxed text-slate-800', className)}>{text}</p>;
}
