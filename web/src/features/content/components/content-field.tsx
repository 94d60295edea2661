import { useId, type ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { OPTION_FIELDS } from '../fields';
import { useEditedText } from '../hooks/use-text-editor';
import { OptionsDialog } from './options-dialog';
import { RegenerateDialog } from './regenerate-dialog';
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
  /** A group the writer can write again as a whole (`pitch.keyPoints`); a field of one text is its `editField`. */
  group?: string;
  children: ReactNode;
};

/**
 * One generated field (a group named by its heading): the heading, Copy (and, while the page shows
 * the active version, Edit for one text, Regenerate, and Show 3 options for the short texts that
 * have them), and the field laid out for reading, or its editor while open. The buttons go under
 * the heading where the row has no room for both.
 */
export function ContentField({ title, copyText, meta, notes, editField, group, children }: ContentFieldProps) {
  const headingId = useId();
  const metaId = useId();
  const { open } = useEditedText(editField);
  const part = group ?? editField;
  // The meta line describes the group (its figures, not its text): a caption of the heading, not a
  // paragraph of the field, so the field's text stays its one paragraph.
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      aria-describedby={meta ? metaId : undefined}
      className="space-y-3 border-b border-slate-200 pb-6 last:border-b-0 last:pb-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
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
        <div className="flex shrink-0 items-start gap-2">
          {editField && <EditButton field={editField} label={title} text={copyText} />}
          {part && <RegenerateDialog field={part} label={title} />}
          {part && OPTION_FIELDS.includes(part) && <OptionsDialog field={part} label={title} />}
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
