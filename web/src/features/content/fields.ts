// The generated fields as the content page, its copy buttons and the print view name and write
// them (docs/content.md, the copywriting guide's table). Their labels come from the server's field
// registry (GET /api/content/fields, `useFieldLabels`), by registry path.
import sectionTitles from '@/lib/content-sections.json';
import { countWords, wordsLabel } from '@/lib/words';
import type { ContentFieldInfo, ObjectionPair, PitchContent, VersionOrigin, WebsiteContent } from './types';

/** The registry paths of the fields the app names, in the page's order; a list's items have '[]'. */
export const FIELD_PATHS = [
  'core.problemStatement',
  'core.valueProposition',
  'core.competitiveDifferentiation',
  'website.headline',
  'website.subheading',
  'website.valuePropositions[]',
  'website.valuePropositions[].title',
  'website.valuePropositions[].description',
  'website.ctaText',
  'pitch.pitch30sec',
  'pitch.pitch1min',
  'pitch.pitch3min',
  'pitch.keyPoints[]',
  'objections.pairs[]',
  'objections.pairs[].objection',
  'objections.pairs[].response',
  'objections.pairs[].proofPoint',
] as const;

export type FieldPath = (typeof FIELD_PATHS)[number];

/** Each field's label by its registry path: 'Problem Statement', 'Value Propositions', 'Key Points'. */
export type FieldLabels = Readonly<Record<FieldPath, string>>;

/** The labels of the listed fields (the list has every path of FIELD_PATHS: `getContentFields` checks it). */
export function fieldLabels(fields: readonly ContentFieldInfo[]): FieldLabels {
  return Object.fromEntries(fields.map(({ path, label }) => [path, label])) as FieldLabels;
}

/**
 * The parts of a version as the content page's tabs and the print view title them; the
 * server's exports read the same file.
 */
export const SECTION_TITLES = sectionTitles;

/** A part of a version: core, website, pitch, objections. */
export type VersionPart = keyof typeof SECTION_TITLES;

/** The parts in the content page's order. */
export const VERSION_PARTS = Object.keys(SECTION_TITLES) as VersionPart[];

export const CORE_FIELDS = ['problemStatement', 'valueProposition', 'competitiveDifferentiation'] as const;

export const PITCHES = ['pitch30sec', 'pitch1min', 'pitch3min'] as const satisfies readonly (keyof PitchContent)[];

/** A pitch is spoken at about this many words a minute. */
const WORDS_PER_MINUTE = 150;

/** How long `words` take to say: 'about 29 s', 'about 1 min', 'about 2 min 56 s'. */
export function spokenLength(words: number): string {
  const seconds = Math.round((words * 60) / WORDS_PER_MINUTE);
  if (seconds < 60) return `about ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `about ${minutes} min` : `about ${minutes} min ${rest} s`;
}

/** A pitch's length: '72 words · about 29 s'. */
export function pitchLength(text: string): string {
  const words = countWords(text);
  return `${wordsLabel(words)} · ${spokenLength(words)}`;
}

/** The value propositions as plain text, one 'Title: description' a line (what Copy puts on the clipboard). */
export function valuePropositionsText(items: WebsiteContent['valuePropositions']): string {
  return items.map(({ title, description }) => `${title}: ${description}`).join('\n');
}

/** The key points as plain text, one '- point' a line. */
export function keyPointsText(points: readonly string[]): string {
  return points.map((point) => `- ${point}`).join('\n');
}

/** The parts of an objection sheet's pair, in the order they are read. */
export const PAIR_PARTS = ['objection', 'response', 'proofPoint'] as const satisfies readonly (keyof ObjectionPair)[];

/**
 * How a pair's proof point is introduced where it is read (the Objections tab, the print view): it
 * is evidence for the owner to collect, not a claim to print as it is.
 */
export const PROOF_TO_GATHER = 'Proof to gather:';

/**
 * The parts the writer offers three options for (src/content/mod.rs `VARIANT_FIELDS`): short texts
 * whose wording is a matter of taste.
 */
export const OPTION_FIELDS: readonly string[] = ['website.headline', 'website.subheading', 'website.ctaText', 'pitch.pitch30sec'];

/**
 * The name of a text or a part by its concrete path: 'Headline' (`website.headline`), 'Key Points'
 * (`pitch.keyPoints`), 'Key Points, item 2' (`pitch.keyPoints.1`), 'Value Propositions, item 3'
 * (`website.valuePropositions.2`), 'Benefit Title, item 1' (`website.valuePropositions.0.title`),
 * 'Response, item 3' (`objections.pairs.2.response`).
 * An item is named by its list's or its part's registry row and its place; an unknown path by itself.
 */
export function pathLabel(path: string, labels: FieldLabels): string {
  const item = /\.(\d+)(?=\.|$)/.exec(path);
  const registryPath = path.replace(/\.\d+(?=\.|$)/, '[]');
  const byPath = labels as Readonly<Record<string, string | undefined>>;
  // A whole list ('pitch.keyPoints') is its registry row ('pitch.keyPoints[]').
  const label = byPath[registryPath] ?? byPath[`${registryPath}[]`] ?? path;
  return item ? `${label}, item ${Number(item[1]) + 1}` : label;
}

/**
 * How the history tells how a version came to be: 'Generated', 'Edited Headline', 'Regenerated
 * 30-Second Pitch: “shorter”', 'Chose option 2 for Headline', 'Brought in line with the core messaging'.
 */
export function originText(origin: VersionOrigin, labels: FieldLabels): string {
  switch (origin.kind) {
    case 'generated':
      return 'Generated';
    case 'edited':
      return `Edited ${pathLabel(origin.field, labels)}`;
    case 'regenerated': {
      const regenerated = `Regenerated ${pathLabel(origin.field, labels)}`;
      return origin.instruction ? `${regenerated}: “${origin.instruction}”` : regenerated;
    }
    case 'variant': {
      const chosen = origin.option === undefined ? 'an option' : `option ${origin.option}`;
      return `Chose ${chosen} for ${pathLabel(origin.field, labels)}`;
    }
    case 'synced':
      return 'Brought in line with the core messaging';
  }
}

/** What a version cost: a writer's run one credit, an edit none, a chosen option the credit its options took. */
export function creditCost({ origin }: { origin: VersionOrigin }): string {
  switch (origin.kind) {
    case 'edited':
      return 'No credit';
    case 'variant':
      return '1 credit (for the options)';
    case 'generated':
    case 'regenerated':
    case 'synced':
      return '1 credit';
  }
}
