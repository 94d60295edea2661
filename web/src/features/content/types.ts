// Generated content as the API answers it (docs/content.md, "Shapes"), checked with zod.
import { z } from 'zod';

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

/** The built-in writer's name as versions record it; any other writer is a model's name. */
const BUILT_IN_WRITER = 'built-in';

/** One generation: its core messaging, and who wrote it. */
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
};

export type CoreMessaging = z.infer<typeof coreMessagingSchema>;
export type WebsiteContent = z.infer<typeof websiteContentSchema>;
export type PitchContent = z.infer<typeof pitchContentSchema>;
export type ContentVersion = z.infer<typeof versionSchema>;
export type AssetType = keyof typeof assetSchemas;
export type ContentAsset<T extends AssetType> = z.infer<(typeof assetSchemas)[T]>;

/** 'Written by the built-in writer', or by the model that wrote it ('Written by gpt-4o-mini'). */
export function writtenBy(writer: string): string {
  return writer === BUILT_IN_WRITER ? 'Written by the built-in writer' : `Written by ${writer}`;
}
