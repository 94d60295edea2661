import { z } from '@/lib/zod';
import options from './style-guide-options.json';

/**
 * A company's style guide (GET /api/companies/{id}/style-guide): the voice both writers keep. The
 * choices and limits come from style-guide-options.json, which the server reads too.
 */
export const STYLE_GUIDE_OPTIONS = options;

export type ReadingLevel = 'plain' | 'professional' | 'technical';
export type PointOfView = 'we' | 'you';

const readingLevels = options.readingLevels.map((level) => level.value) as [ReadingLevel, ...ReadingLevel[]];
const pointsOfView = options.pointsOfView.map((choice) => choice.value) as [PointOfView, ...PointOfView[]];

export const preferredTermSchema = z.object({ use: z.string(), insteadOf: z.string() });

export const styleGuideSchema = z.object({
  tone: z.array(z.string()),
  avoid: z.array(z.string()),
  preferredTerms: z.array(preferredTermSchema),
  readingLevel: z.enum(readingLevels),
  pointOfView: z.enum(pointsOfView),
  /** A BCP 47 tag of the content languages ('en', 'es', ...). */
  language: z.string(),
});

export type StyleGuide = z.infer<typeof styleGuideSchema>;
export type PreferredTerm = z.infer<typeof preferredTermSchema>;

/** 'Spanish (Español)' for 'es'; the tag itself for one the list does not have. */
export function languageName(tag: string): string {
  return options.languages.find((language) => language.tag === tag)?.name ?? tag;
}

/** 'Plain' for 'plain'. */
export function readingLevelLabel(level: ReadingLevel): string {
  return options.readingLevels.find((choice) => choice.value === level)?.label ?? level;
}

/** 'We and you' for 'we'. */
export function pointOfViewLabel(pointOfView: PointOfView): string {
  return options.pointsOfView.find((choice) => choice.value === pointOfView)?.label ?? pointOfView;
}

/**
 * The guide in one line, for the version it was written with: 'Warm, plain-spoken · Plain · We and
 * you · English · avoids 2 words · 1 preferred term'; null for the default guide.
 */
export function describeGuide(guide: StyleGuide): string | null {
  const parts = [
    guide.tone.length > 0 ? capitalise(guide.tone.join(', ')) : null,
    readingLevelLabel(guide.readingLevel),
    pointOfViewLabel(guide.pointOfView),
    languageName(guide.language),
    guide.avoid.length > 0 ? `avoids ${count(guide.avoid.length, 'word')}` : null,
    guide.preferredTerms.length > 0 ? count(guide.preferredTerms.length, 'preferred term') : null,
  ];
  const isDefault =
    guide.tone.length === 0 &&
    guide.avoid.length === 0 &&
    guide.preferredTerms.length === 0 &&
    guide.readingLevel === 'plain' &&
    guide.pointOfView === 'we' &&
    guide.language === 'en';
  return isDefault ? null : parts.filter((part) => part !== null).join(' · ');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
