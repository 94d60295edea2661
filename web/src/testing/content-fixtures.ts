import type { ContentPreview } from '@/features/content/api/get-content-preview';
import { PAIR_PARTS } from '@/features/content/fields';
import {
  assetSchemas,
  type AssetType,
  type ContentAsset,
  type ContentFieldInfo,
  type ContentVersion,
  type FieldQuality,
  type ObjectionSheet,
  type PitchContent,
  type QualityReport,
  type WebsiteContent,
} from '@/features/content/types';
import { countWords } from '@/lib/words';

// Generated content of the contract's shapes (docs/content.md) for tests: every text names its version.

/** `count` words: `first`'s words, then 'word' up to the count. */
function wordsOf(count: number, first: string): string {
  const start = first.split(' ');
  return [...start, ...Array.from({ length: count - start.length }, () => 'word')].join(' ');
}

/** Version `n`'s website content: every field names its version. */
export function makeWebsite(n: number): WebsiteContent {
  return {
    headline: `Headline of version ${n}`,
    subheading: `Subheading of version ${n}.`,
    valuePropositions: [
      { title: `Speed ${n}`, description: `Answers in seconds, version ${n}.` },
      { title: `Trust ${n}`, description: `Numbers you can check, version ${n}.` },
      { title: `Cost ${n}`, description: `Pay for what you use, version ${n}.` },
    ],
    ctaText: `Start version ${n}`,
  };
}

/** Version `n`'s pitches: 72, 150 and 440 words (29 s, 1 min and 2 min 56 s spoken), and three key points. */
export function makePitch(n: number): PitchContent {
  return {
    pitch30sec: wordsOf(72, `Short pitch of version ${n}.`),
    pitch1min: wordsOf(150, `Minute pitch of version ${n}.`),
    pitch3min: `${wordsOf(200, `Long pitch of version ${n}.`)}\n\n${wordsOf(240, 'Second paragraph.')}`,
    keyPoints: [`First point of version ${n}`, `Second point of version ${n}`, `Third point of version ${n}`],
  };
}

/** Version `n`'s objection sheet: four pairs, each text naming its pair and version. */
export function makeObjections(n: number): ObjectionSheet {
  return {
    pairs: [1, 2, 3, 4].map((pair) => ({
      objection: `Is it worth the money, objection ${pair} of version ${n}?`,
      response: `Response ${pair} of version ${n}: the price covers the whole job, with nothing added later and a month to change your mind.`,
      proofPoint: `Collect proof ${pair} of version ${n} from a customer.`,
    })),
  };
}

export function makeVersion(n: number, overrides: Partial<ContentVersion> = {}): ContentVersion {
  return {
    id: 10 + n,
    companyId: 1,
    versionNumber: n,
    isActive: true,
    createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    writer: 'built-in',
    tokensUsed: null,
    // Written before the quality gate, unless a test gives it a report (`makeQuality`).
    quality: null,
    origin: { kind: 'generated' },
    syncedWithCore: true,
    handEdited: [],
    interviewChangedSince: null,
    styleGuide: null,
    content: {
      problemStatement: `Problem statement of version ${n}.\nIts second line.`,
      valueProposition: `Value proposition of version ${n}.`,
      competitiveDifferentiation: `Differentiation of version ${n}.`,
    },
    ...overrides,
  };
}

export function makeAsset<T extends AssetType>(version: ContentVersion, type: T, content: ContentAsset<T>['content']) {
  const { companyId, id: versionId, createdAt } = version;
  const id = version.id * 10 + Object.keys(assetSchemas).indexOf(type) + 1;
  return { id, companyId, versionId, type, createdAt, updatedAt: createdAt, content };
}

/** The `n`th preview: different wording each time, as the built-in writer's. */
export function makeContentPreview(n: number): ContentPreview {
  return {
    coreMessaging: makeVersion(n).content,
    website: { ...makeWebsite(n), headline: `Preview headline ${n}` },
    pitch: { ...makePitch(n), pitch30sec: `Preview pitch ${n}.` },
    writer: 'built-in',
  };
}

const HEADLINE_SOURCES = ['immediateProblem', 'solutionEmotions', 'brandEmotions', 'brandAssociations'];
const OBJECTION_SOURCES = ['objections', 'disappointments', 'previousSolutions', 'comparisons'];

/** GET /api/content/fields as the server answers it: the field registry, in the content page's order. */
export const CONTENT_FIELDS: ContentFieldInfo[] = [
  { path: 'core.problemStatement', label: 'Problem Statement', minWords: 35, maxWords: 70, sources: ['immediateProblem', 'painPoints', 'problemEmotions', 'industry', 'description'] },
  { path: 'core.valueProposition', label: 'Value Proposition', minWords: 20, maxWords: 45, sources: ['solutionEmotions', 'evolvedNeeds', 'description', 'productsServices'] },
  { path: 'core.competitiveDifferentiation', label: 'Competitive Differentiation', minWords: 40, maxWords: 90, sources: ['comparisons', 'previousSolutions', 'disappointments', 'competitors'] },
  { path: 'website.headline', label: 'Headline', minWords: 4, maxWords: 10, sources: HEADLINE_SOURCES },
  { path: 'website.subheading', label: 'Subheading', minWords: 12, maxWords: 25, sources: ['decisionShortcuts', 'firstImpression', 'description'] },
  { path: 'website.valuePropositions[]', label: 'Value Propositions', minItems: 3, maxItems: 5, sources: ['painPoints', 'evolvedNeeds', 'productsServices'] },
  { path: 'website.valuePropositions[].title', label: 'Benefit Title', minWords: 2, maxWords: 5, minItems: 3, maxItems: 5, sources: ['evolvedNeeds'] },
  { path: 'website.valuePropositions[].description', label: 'Benefit Description', minWords: 15, maxWords: 35, minItems: 3, maxItems: 5, sources: ['painPoints', 'evolvedNeeds', 'productsServices'] },
  { path: 'website.ctaText', label: 'Call to Action', minWords: 2, maxWords: 5, sources: ['objections', 'decisionShortcuts'] },
  { path: 'pitch.pitch30sec', label: '30-Second Pitch', minWords: 60, maxWords: 90, sources: ['immediateProblem', 'solutionEmotions', 'description'] },
  { path: 'pitch.pitch1min', label: '1-Minute Pitch', minWords: 130, maxWords: 170, sources: ['immediateProblem', 'painPoints', 'solutionEmotions', 'comparisons'] },
  { path: 'pitch.pitch3min', label: '3-Minute Pitch', minWords: 400, maxWords: 480, sources: ['immediateProblem', 'painPoints', 'previousSolutions', 'culturalFactors', 'brandAssociations'] },
  { path: 'pitch.keyPoints[]', label: 'Key Points', minWords: 3, maxWords: 15, minItems: 3, maxItems: 6, sources: ['comparisons', 'evolvedNeeds', 'objections'] },
  { path: 'objections.pairs[]', label: 'Objections', minItems: 4, maxItems: 6, sources: OBJECTION_SOURCES },
  { path: 'objections.pairs[].objection', label: 'Objection', minWords: 3, maxWords: 25, minItems: 4, maxItems: 6, sources: OBJECTION_SOURCES },
  { path: 'objections.pairs[].response', label: 'Response', minWords: 20, maxWords: 70, minItems: 4, maxItems: 6, sources: OBJECTION_SOURCES },
  { path: 'objections.pairs[].proofPoint', label: 'Proof Point', minWords: 6, maxWords: 30, minItems: 4, maxItems: 6, sources: OBJECTION_SOURCES },
];

/** GET /api/content/fields for stubServer: `CONTENT_FIELDS`, with `labels` (by path) in place of theirs. */
export function contentFieldsRoute(labels: Record<string, string> = {}) {
  return {
    'GET /api/content/fields': () =>
      Response.json(CONTENT_FIELDS.map((field) => ({ ...field, label: labels[field.path] ?? field.label }))),
  };
}

/**
 * Every text of version `n` (its core messaging and the assets `makeWebsite`, `makePitch` and
 * `makeObjections` give) by its concrete path and registry path.
 */
function textsOf(n: number): { path: string; field: string; text: string }[] {
  const core = makeVersion(n).content;
  const website = makeWebsite(n);
  const pitch = makePitch(n);
  const objections = makeObjections(n);
  return [
    ...(['problemStatement', 'valueProposition', 'competitiveDifferentiation'] as const).map((key) => ({
      path: `core.${key}`,
      field: `core.${key}`,
      text: core[key],
    })),
    { path: 'website.headline', field: 'website.headline', text: website.headline },
    { path: 'website.subheading', field: 'website.subheading', text: website.subheading },
    ...website.valuePropositions.flatMap(({ title, description }, index) => [
      { path: `website.valuePropositions.${index}.title`, field: 'website.valuePropositions[].title', text: title },
      { path: `website.valuePropositions.${index}.description`, field: 'website.valuePropositions[].description', text: description },
    ]),
    { path: 'website.ctaText', field: 'website.ctaText', text: website.ctaText },
    ...(['pitch30sec', 'pitch1min', 'pitch3min'] as const).map((key) => ({ path: `pitch.${key}`, field: `pitch.${key}`, text: pitch[key] })),
    ...pitch.keyPoints.map((point, index) => ({ path: `pitch.keyPoints.${index}`, field: 'pitch.keyPoints[]', text: point })),
    ...objections.pairs.flatMap((pair, index) =>
      PAIR_PARTS.map((part) => ({
        path: `objections.pairs.${index}.${part}`,
        field: `objections.pairs[].${part}`,
        text: pair[part],
      })),
    ),
  ];
}

/**
 * The quality gate's report of version `n`'s texts, as the server would write it: each text's words
 * against its field's range (a 'length' flag when out of it; the fixtures' core and website texts are
 * short, the pitches in range), reading ease 62 and grade 8; `fields` replaces parts of a text's report.
 * The score is the share of texts without a flag, each flag costing a quarter of its text.
 */
export function makeQuality(n: number, fields: Record<string, Partial<FieldQuality>> = {}): QualityReport {
  const report: Record<string, FieldQuality> = {};
  for (const { path, field, text } of textsOf(n)) {
    const { minWords = 0, maxWords = 0 } = CONTENT_FIELDS.find((row) => row.path === field) ?? {};
    const words = countWords(text);
    const inRange = words >= minWords && words <= maxWords;
    report[path] = {
      words,
      minWords,
      maxWords,
      readingEase: 62,
      grade: 8,
      flags: inRange ? [] : [{ rule: 'length', message: `has ${words} words; write ${minWords}-${maxWords}` }],
      ...fields[path],
    };
  }
  const texts = Object.values(report);
  const kept = texts.reduce((sum, { flags }) => sum + Math.max(0, 1 - flags.length / 4), 0);
  return { score: Math.round((kept / texts.length) * 100), fields: report };
}
