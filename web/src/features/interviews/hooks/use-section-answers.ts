import { useState } from 'react';
import type { Responses } from '../types';

/** A field the user holds: what it shows, and the server's answer when they took it. */
type Edit = { value: string; base: string };

/**
 * One section's answers on screen, so that what the user types is never lost to the list's
 * 3-second refetch: a field shows the server's answer until the user focuses or changes it; from
 * then on it shows theirs, and server changes to it are not adopted until it is saved (or left
 * unchanged). Fields the user has not touched keep following the server, so a change made
 * elsewhere shows up in them.
 */
export function useSectionAnswers(keys: readonly string[], server: Responses) {
  const [edits, setEdits] = useState<Partial<Record<string, Edit>>>({});
  const serverValue = (key: string) => server[key] ?? '';

  const values: Responses = Object.fromEntries(keys.map((key) => [key, edits[key]?.value ?? serverValue(key)]));

  /** Something would be lost by leaving: a field the user changed that differs from the server's answer. */
  const isDirty = keys.some((key) => {
    const edit = edits[key];
    return edit !== undefined && edit.value !== edit.base && edit.value !== serverValue(key);
  });

  /** Sets fields to the user's values (typing, sample data). */
  function change(answers: Responses) {
    setEdits((current) => {
      const next = { ...current };
      for (const [key, value] of Object.entries(answers)) {
        next[key] = { value, base: current[key]?.base ?? serverValue(key) };
      }
      return next;
    });
  }

  /** The user is in the field: hold what it shows, so a refetch does not change the text under the cursor. */
  function hold(key: string) {
    setEdits((current) => (current[key] ? current : { ...current, [key]: { value: serverValue(key), base: serverValue(key) } }));
  }

  /** The user left the field: when they changed nothing, it follows the server again. */
  function release(key: string) {
    setEdits((current) => {
      const edit = current[key];
      if (!edit || edit.value !== edit.base) return current;
      return withoutKeys(current, [key]);
    });
  }

  /**
   * `sent` is saved: fields still showing what was sent follow the server again (which now has
   * it, trimmed); a field changed while the save was under way stays the user's.
   */
  function markSaved(sent: Responses) {
    setEdits((current) =>
      withoutKeys(
        current,
        Object.keys(sent).filter((key) => current[key]?.value === sent[key]),
      ),
    );
  }

  return { values, isDirty, change, hold, release, markSaved };
}

function withoutKeys<T>(record: Partial<Record<string, T>>, keys: readonly string[]): Partial<Record<string, T>> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}
