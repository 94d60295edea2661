import { Allow, parse } from 'partial-json';
import type { GenerationStage, TextEvent } from './api/generate-content';

/** The model's text so far for each stage of a watched generation, and the stage that wrote last. */
export type StreamedText = { texts: Partial<Record<GenerationStage, string>>; latest?: GenerationStage };

export const NOTHING_STREAMED: StreamedText = { texts: {} };

/** `streamed` with a text event added: its delta appended, or the stage's text begun anew on a restart. */
export function withText(streamed: StreamedText, { stage, delta, restart }: TextEvent): StreamedText {
  const before = restart ? '' : (streamed.texts[stage] ?? '');
  return { texts: { ...streamed.texts, [stage]: before + delta }, latest: stage };
}

/** A field as it is being written: its path in the version ('website.headline') and its text so far. */
export type DraftField = { path: string; text: string };

/**
 * The field the model is writing now: the last text of the latest stage's JSON, read while it is
 * still incomplete (partial-json). The stage's name is the version part it writes ('core',
 * 'website', 'pitch'), so the path is the field registry's. Undefined before any text, or when
 * the text so far is not JSON.
 */
export function fieldBeingWritten({ texts, latest }: StreamedText): DraftField | undefined {
  if (!latest) return undefined;
  const text = texts[latest] ?? '';
  // Local models may open with prose or a code fence: the object starts at its brace.
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  try {
    return lastText(parse(text.slice(start), Allow.ALL), [latest]);
  } catch {
    return undefined;
  }
}

function lastText(value: unknown, path: string[]): DraftField | undefined {
  if (typeof value === 'string') return value.trim() ? { path: path.join('.'), text: value } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  // The field written last is the last key (an array's last item): keys keep the order they came in.
  for (const [key, inner] of Object.entries(value).reverse()) {
    const found = lastText(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
