// Generated content as the API answers it (docs/content.md, "Shapes"), checked with zod.
import { styleGuideSchema } from '@/lib/style-guide';
import { z } from '@/lib/zod';

export const coreMessagingSchema = z.object({
  problemStatement: z.string(),
  valueProposition: z.string(),
  competitiveDifferentiation: z.string(),
});

export const websiteContentSchema = z.object({
  headline: z.string(),
  subheading: z.string(),
  valuePropositions: z.array(z.object({ title: z.string(), description: z.string() })),
  ctaText: z.string(),
});

export const pitchContentSchema = z.object({
  pitch30sec: z.string(),
  pitch1min: z.string(),
  pitch3min: z.string(),
  keyPoints: z.array(z.string()),
});

/**
 * The objection sheet: 4 to 6 pairs, each the objection as the customer would say it, the brand's
 * response, and one piece of proof the owner should gather (an instruction: 'Collect a ...').
 */
export const objectionSheetSchema = z.object({
  pairs: z.array(z.object({ objection: z.string(), response: z.string(), proofPoint: z.string() })),
});

/** What the quality gate found wrong with a text (docs/content.md): its rule and a short reason. */
export const qualityFlagSchema = z.object({
  /** length, lowercaseStart, brackets, cutClause, doubled, firstPerson, copied, repeated, spelling, avoid, invented. */
  rule: z.string(),
  /** 'has 120 words; write 400-480', "'seamless' is a word to avoid". */
  message: z.string(),
});

/** The quality gate's report of one text: its words against the range, how easy it reads, and its flags. */
export const fieldQualitySchema = z.object({
  words: z.number(),
  minWords: z.number(),
  maxWords: z.number(),
  /** Flesch reading ease: 60-70 is plain English, higher is easier. */
  readingEase: z.number(),
  /** Flesch-Kincaid grade: the US school year that reads it comfortably. */
  grade: z.number(),
  flags: z.array(qualityFlagSchema),
});

/**
 * A version's quality report: a score (0-100) and, by the concrete path of each text of the version
 * and its assets ('core.problemStatement', 'website.valuePropositions.0.title', 'pitch.keyPoints.2',
 * 'objections.pairs.1.response'), that text's report.
 */
export const qualityReportSchema = z.object({
  score: z.number(),
  fields: z.record(z.string(), fieldQualitySchema),
});

/** The built-in writer's name as versions record it; any other writer is a model's name. */
const BUILT_IN_WRITER = 'built-in';

/**
 * How a version came to be (src/content/store.rs `Origin`). `field` is a concrete path: a text's
 * ('website.headline', 'pitch.keyPoints.1') or, regenerated, a group's ('website.valuePropositions.2',
 * 'pitch.keyPoints'); `basedOn` is the id of the version it was copied from.
 */
export const originSchema = z.discriminatedUnion('kind', [
  /** Written by a writer for a credit. */
  z.object({ kind: z.literal('generated') }),
  /** One text written by hand (no credit). */
  z.object({ kind: z.literal('edited'), field: z.string(), basedOn: z.number() }),
  /** One part written again by the writer, after the user's instruction when given (a credit). */
  z.object({ kind: z.literal('regenerated'), field: z.string(), instruction: z.string().optional(), basedOn: z.number() }),
  /** One of the options the writer offered, chosen (the credit went on the options); `option` from 1. */
  z.object({ kind: z.literal('variant'), field: z.string(), option: z.number().optional(), basedOn: z.number() }),
  /** Website and pitch written again from the core messaging, hand edits kept (a credit). */
  z.object({ kind: z.literal('synced'), basedOn: z.number() }),
]);

/** One generation: its core messaging, who wrote it, how it came to be. */

export const versionSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  versionNumber: z.number(),
  isActive: z.boolean(),
  /** RFC 3339 in UTC. */
  createdAt: z.string(),
  writer: z.string(),
  tokensUsed: z.number().nullish(),
  content: coreMessagingSchema,
  /** The quality gate's report of the version's texts and its assets'; null for versions written before the gate. */
  quality: qualityReportSchema.nullable(),
  origin: originSchema,
  /** Whether its website and pitch content were written from its core messaging (false after a core text changed, until a sync). */
  syncedWithCore: z.boolean(),
  /** The concrete paths of the texts written by hand since its content was written ('website.headline'); a sync keeps them. */
  handEdited: z.array(z.string()),
  /** RFC 3339: when the interview was last saved, if after the answers this version was written from; else null. */
  interviewChangedSince: z.string().nullable(),
  /** The company's style guide in force when it was written; null for versions written before guides. */
  styleGuide: styleGuideSchema.nullable(),
});

const assetFields = {
  id: z.number(),
  companyId: z.number(),
  versionId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const assetSchemas = {
  website: z.object({ ...assetFields, type: z.literal('website'), content: websiteContentSchema }),
  pitch: z.object({ ...assetFields, type: z.literal('pitch'), content: pitchContentSchema }),
  objections: z.object({ ...assetFields, type: z.literal('objections'), content: objectionSheetSchema }),
};

/** A generated field as GET /api/content/fields lists it (the server's field registry). */
export const contentFieldSchema = z.object({
  /** The registry path: 'core.problemStatement'; a list and its items have '[]': 'pitch.keyPoints[]'. */
  path: z.string(),
  label: z.string(),
  minWords: z.number().optional(),
  maxWords: z.number().optional(),
  minItems: z.number().optional(),
  maxItems: z.number().optional(),
  /** The answers (response keys) and profile fields it is built from. */
  sources: z.array(z.string()),
});

export type CoreMessaging = z.infer<typeof coreMessagingSchema>;
export type WebsiteContent = z.infer<typeof websiteContentSchema>;
export type PitchContent = z.infer<typeof pitchContentSchema>;
export type ObjectionSheet = z.infer<typeof objectionSheetSchema>;
export type ObjectionPair = ObjectionSheet['pairs'][number];
export type ContentVersion = z.infer<typeof versionSchema>;
export type VersionOrigin = z.infer<typeof originSchema>;
export type QualityFlag = z.infer<typeof qualityFlagSchema>;
export type FieldQuality = z.infer<typeof fieldQualitySchema>;
export type QualityReport = z.infer<typeof qualityReportSchema>;
export type ContentFieldInfo = z.infer<typeof contentFieldSchema>;
export type AssetType = keyof typeof assetSchemas;
export type ContentAsset<T extends AssetType> = z.infer<(typeof assetSchemas)[T]>;

/** A version number from the address ('2'), or null when it is not one. */
export function parseVersionNumber(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** 'Written by the built-in writer', or by the model that wrote it ('Written by gpt-4o-mini'). */
export function writtenBy(writer: string): string {
  return writer === BUILT_IN_WRITER ? 'Written by the built-in writer' : `Written by ${writer}`;
}
