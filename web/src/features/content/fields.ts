// The generated fields as the content page, its copy buttons and the Markdown export name and
// write them (docs/content.md, the copywriting guide's table).
import { countWords, wordsLabel } from '@/lib/words';
import type { PitchContent, WebsiteContent } from './types';

export const FIELD_TITLES = {
  problemStatement: 'Problem Statement',
  valueProposition: 'Value Proposition',
  competitiveDifferentiation: 'Competitive Differentiation',
  headline: 'Headline',
  subheading: 'Subheading',
  valuePropositions: 'Value Propositions',
  ctaText: 'Call to Action',
  pitch30sec: '30-Second Pitch',
  pitch1min: '1-Minute Pitch',
  pitch3min: '3-Minute Pitch',
  keyPoints: 'Key Points',
} as const;

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
