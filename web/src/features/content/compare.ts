// Two versions side by side, text by text (issue 20, 'Compare versions'): every text of each in the
// page's order, and the words that changed between them (jsdiff's `diffWords`).
import { diffWords, type ChangeObject } from 'diff';
import { CORE_FIELDS, PITCHES, type FieldLabels } from './fields';
import type { CoreMessaging, PitchContent, WebsiteContent } from './types';

/** A version's three parts. */
export type VersionTexts = { core: CoreMessaging; website: WebsiteContent; pitch: PitchContent };

/** One text of a version: its path (as edits name it), its label and the text. */
export type LabelledText = { path: string; label: string; text: string };

/** Every text of the version, in the content page's order; list items say their place ('Key Points, item 2'). */
export function versionTextList({ core, website, pitch }: VersionTexts, labels: FieldLabels): LabelledText[] {
  const item = (label: string, index: number) => `${label}, item ${index + 1}`;
  return [
    ...CORE_FIELDS.map((key) => ({ path: `core.${key}`, label: labels[`core.${key}`], text: core[key] })),
    { path: 'website.headline', label: labels['website.headline'], text: website.headline },
    { path: 'website.subheading', label: labels['website.subheading'], text: website.subheading },
    ...website.valuePropositions.flatMap(({ title, description }, index) => [
      { path: `website.valuePropositions.${index}.title`, label: item(labels['website.valuePropositions[].title'], index), text: title },
      {
        path: `website.valuePropositions.${index}.description`,
        label: item(labels['website.valuePropositions[].description'], index),
        text: description,
      },
    ]),
    { path: 'website.ctaText', label: labels['website.ctaText'], text: website.ctaText },
    ...PITCHES.map((key) => ({ path: `pitch.${key}`, label: labels[`pitch.${key}`], text: pitch[key] })),
    ...pitch.keyPoints.map((point, index) => ({
      path: `pitch.keyPoints.${index}`,
      label: item(labels['pitch.keyPoints[]'], index),
      text: point,
    })),
  ];
}

/** A text of either version and how it changed: `changes` null when it is the same in both. */
export type TextComparison = { path: string; label: string; changes: ChangeObject<string>[] | null };

/**
 * The texts of `to` in order (then any that only `from` has), each with its word changes from
 * `from`: an item only one version has is all added or all removed.
 */
export function compareTexts(from: readonly LabelledText[], to: readonly LabelledText[]): TextComparison[] {
  const before = new Map(from.map((text) => [text.path, text.text]));
  const after = new Map(to.map((text) => [text.path, text.text]));
  const all = [...to, ...from.filter((text) => !after.has(text.path))];
  return all.map(({ path, label }) => {
    const [old, now] = [before.get(path) ?? '', after.get(path) ?? ''];
    return { path, label, changes: old === now ? null : diffWords(old, now) };
  });
}
