import { createContext, useCallback, useContext, useState } from 'react';
import { useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router';
import { toast, toastFailure } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useEditVersion } from '../api/edit-version';
import type { ContentVersion } from '../types';

/** The text being edited: its field's path, label and text as saved, and the draft. */
export type EditedText = { field: string; label: string; original: string; draft: string };

export type TextEditor = ReturnType<typeof useTextEditor>;

/** The server's word when the draft is empty (src/content/edit.rs). */
const EMPTY_TEXT = 'Write the text first.';

/**
 * Editing one text of the active version at a time (issue 20): `start` opens a field, `save`
 * stores version N+1 with the draft (no credit), `cancel` drops it. The draft lives on the page,
 * so switching tabs keeps it; leaving the page with an unsaved draft asks first (`blocker`), and
 * so does closing the tab.
 */
export function useTextEditor(companyId: number, version: ContentVersion | undefined) {
  const [editing, setEditing] = useState<EditedText | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useEditVersion(companyId);
  const unsaved = editing !== null && editing.draft.trim() !== editing.original.trim();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (unsaved) event.preventDefault();
      },
      [unsaved],
    ),
  );

  function start(field: string, label: string, text: string) {
    setEditing({ field, label, original: text, draft: text });
    setError(null);
  }

  function change(draft: string) {
    setEditing((current) => current && { ...current, draft });
  }

  function cancel() {
    setEditing(null);
    setError(null);
  }

  async function save() {
    if (!editing || !version) return;
    const value = editing.draft.trim();
    if (value === '') {
      setError(EMPTY_TEXT);
      return;
    }
    // Nothing changed: no new version.
    if (value === editing.original.trim()) {
      cancel();
      return;
    }
    try {
      const saved = await mutation.mutateAsync({ versionId: version.id, edit: { field: editing.field, value } });
      cancel();
      toast({ title: 'Edit saved', description: `Version ${saved.versionNumber} holds your edit.` });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fieldErrors?.value : undefined;
      if (message) setError(message);
      else toastFailure('Failed to save your edit', failure instanceof Error ? failure : new Error());
    }
  }

  return { editing, error, saving: mutation.isPending, unsaved, start, change, cancel, save, blocker };
}

/** The page's editor, while its texts are the active version's (a viewed version is read only). */
export const TextEditorContext = createContext<TextEditor | null>(null);

/** The editor and whether it holds the text at `field`; no editor: the text cannot be edited here. */
export function useEditedText(field: string | undefined) {
  const editor = useContext(TextEditorContext);
  const open = editor !== null && field !== undefined && editor.editing?.field === field;
  return { editor: field === undefined ? null : editor, open };
}
