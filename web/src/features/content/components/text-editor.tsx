import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AutoGrowTextarea } from '@/components/ui/textarea';
import { TextEditorContext, useEditedText, type TextEditor } from '../hooks/use-text-editor';

type EditButtonProps = {
  field: string;
  label: string;
  text: string;
  /** Smaller, for an item of a list. */
  compact?: boolean;
};

/**
 * 'Edit' beside a text ('Edit {label}' to screen readers); disabled while another text is open.
 * Focus comes back to it when its text closes (saved or cancelled).
 */
export function EditButton({ field, label, text, compact = false }: EditButtonProps) {
  const { editor, open } = useEditedText(field);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!editor) return null;
  return (
    <Button
      ref={button}
      variant="outline"
      className={compact ? 'shrink-0 px-2 py-1 text-xs' : 'px-3 py-1.5'}
      disabled={editor.editing !== null}
      onClick={() => {
        editor.start(field, label, text);
      }}
    >
      Edit <span className="sr-only">{label}</span>
    </Button>
  );
}

/**
 * The open text: a growing text box (focused), Save and Cancel. Escape cancels, Ctrl/Cmd+Enter
 * saves; the server's objection shows under the box.
 */
export function TextEditorForm() {
  const editor = useContext(TextEditorContext);
  const errorId = useId();
  if (!editor?.editing) return null;
  const { editing, error, saving } = editor;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <AutoGrowTextarea
        aria-label={`Edit ${editing.label}`}
        aria-invalid={error !== null || undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus
        rows={3}
        value={editing.draft}
        readOnly={saving}
        onChange={(event) => {
          editor.change(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            editor.cancel();
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void editor.save();
          }
        }}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={saving} className="min-w-24">
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="outline" disabled={saving} onClick={editor.cancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Leaving the page with an unsaved edit asks first: stay, or leave without it. */
export function UnsavedEditDialog({ editor }: { editor: TextEditor }) {
  const { blocker, editing } = editor;
  return (
    <ConfirmationDialog
      open={blocker.state === 'blocked'}
      onCancel={() => {
        blocker.reset?.();
      }}
      title="Unsaved edit"
      description={`Your edit of ${editing?.label ?? 'this text'} is not saved yet. Stay to save it, or leave without it.`}
      cancelLabel="Stay Here"
    >
      <Button
        variant="outline"
        onClick={() => {
          blocker.proceed?.();
        }}
      >
        Leave Without Saving
      </Button>
    </ConfirmationDialog>
  );
}

type EditableItemProps = {
  /** The item's path: `pitch.keyPoints.1`, `website.valuePropositions.0.title`. */
  field: string;
  /** What it is, for 'Edit {label}' and the text box: 'Key Points, item 2'. */
  label: string;
  text: string;
  /** The item as read. */
  children: ReactNode;
};

/** A text inside a list (a key point, a benefit's title or description): the text and a small Edit, or its editor. */
export function EditableItem({ field, label, text, children }: EditableItemProps) {
  const { editor, open } = useEditedText(field);
  if (!editor) return children;
  // The button stays while the text is open (disabled), so focus can come back to it.
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0 flex-1">{open ? <TextEditorForm /> : children}</div>
      <EditButton field={field} label={label} text={text} compact />
    </div>
  );
}
