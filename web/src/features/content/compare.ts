// Two versions side by side, text by text (issue 20, 'Compare versions'): every text of each in the
// page's order, and the words that changed between them (jsdiff's `diffWords`).
import { diffWords, type ChangeObject } from 'diff';
import { CORE_FIELDS, PAIR_PARTS, pathLabel, PITCHES, VERSION_PARTS, type FieldLabels, type VersionPart } from './fields';
import type { CoreMessaging, ObjectionSheet, PitchContent, WebsiteContent } from './types';

/** A version's four parts; `objections` null for a version written before sheets existed. */
export type VersionTexts = { core: CoreMessaging; website: WebsiteContent; pitch: PitchContent; objections: ObjectionSheet | null };

/** One text of a version: its path (as edits name it), its label and the text. */
export type LabelledText = { path: string; label: string; text: string };

/**
 * Every text of the version, in the content page's order, each named as the page names it
 * (`pathLabel`): list items say their place ('Key Points, item 2', 'Response, item 3'). A version
 * without an objection sheet has no texts of it.
 */
export function versionTextList({ core, website, pitch, objections }: VersionTexts, labels: FieldLabels): LabelledText[] {
  const texts: (readonly [path: string, text: string])[] = [
    ...CORE_FIELDS.map((key) => [`core.${key}`, core[key]] as const),
    ['website.headline', website.headline],
    ['website.subheading', website.subheading],
    ...website.valuePropositions.flatMap(({ title, description }, index) => [
      [`website.valuePropositions.${index}.title`, title] as const,
      [`website.valuePropositions.${index}.description`, description] as const,
    ]),
    ['website.ctaText', website.ctaText],
    ...PITCHES.map((key) => [`pitch.${key}`, pitch[key]] as const),
    ...pitch.keyPoints.map((point, index) => [`pitch.keyPoints.${index}`, point] as const),
    ...(objections?.pairs ?? []).flatMap((pair, index) =>
      PAIR_PARTS.map((part) => [`objections.pairs.${index}.${part}`, pair[part]] as const),
    ),
  ];
  return texts.map(([path, text]) => ({ path, label: pathLabel(path, labels), text }));
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

/** The compared texts part by part, in the page's order (a part with no text of either version too). */
export function comparisonsByPart(comparisons: readonly TextComparison[]): { part: VersionPart; texts: TextComparison[] }[] {
  return VERSION_PARTS.map((part) => ({ part, texts: comparisons.filter((text) => text.path.startsWith(`${part}.`)) }));
}
