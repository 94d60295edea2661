// The generated fields as the content page, its copy buttons and the Markdown export name and
// write them (docs/content.md, the copywriting guide's table). Their labels come from the server's
// field registry (GET /api/content/fields, `useFieldLabels`), by registry path.
import { countWords, wordsLabel } from '@/lib/words';
import type { ContentFieldInfo, PitchContent, VersionOrigin, WebsiteContent } from './types';

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
] as const;

export type FieldPath = (typeof FIELD_PATHS)[number];

/** Each field's label by its registry path: 'Problem Statement', 'Value Propositions', 'Key Points'. */
export type FieldLabels = Readonly<Record<FieldPath, string>>;

/** The labels of the listed fields (the list has every path of FIELD_PATHS: `getContentFields` checks it). */
export function fieldLabels(fields: readonly ContentFieldInfo[]): FieldLabels {
  return Object.fromEntries(fields.map(({ path, label }) => [path, label])) as FieldLabels;
}

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

/**
 * How the history names a version's origin: 'Edited Headline', 'Edited Key Points, item 2'
 * (`pitch.keyPoints.1`); null for a generated version (its writer says it).
 */
export function originText(origin: VersionOrigin, labels: FieldLabels): string | null {
  if (origin.kind !== 'edited') return null;
  const item = /\.(\d+)(\.|$)/.exec(origin.field);
  const registryPath = origin.field.replace(/\.\d+(?=\.|$)/, '[]');
  const label = (labels as Readonly<Record<string, string | undefined>>)[registryPath] ?? origin.field;
  return item ? `Edited ${label}, item ${Number(item[1]) + 1}` : `Edited ${label}`;
}

/** What a version cost: a generation one credit, an edit none. */
export function creditCost({ origin }: { origin: VersionOrigin }): string {
  return origin.kind === 'generated' ? '1 credit' : 'No credit';
}
