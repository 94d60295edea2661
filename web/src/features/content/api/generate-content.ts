import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { postForEvents } from '@/lib/server-events';
import { z } from '@/lib/zod';
import { coreMessagingSchema, versionSchema } from '../types';
import { showCredits, showNoCreditsOn } from './spent-credits';

const generateResultSchema = z.object({
  creditsRemaining: z.number(),
  coreMessaging: coreMessagingSchema,
  version: versionSchema,
});

export type GenerateResult = z.infer<typeof generateResultSchema>;

/** The stages of a generation, in the order the server runs them (docs/content.md, "The generation stream"). */
export const GENERATION_STAGES = ['interview', 'core', 'website', 'pitch', 'objections', 'saving'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

const stageEventSchema = z.object({ stage: z.enum(GENERATION_STAGES), status: z.enum(['started', 'done']) });
export type StageEvent = z.infer<typeof stageEventSchema>;

/** What the model wrote for a stage since the last event; `restart` begins the stage's text anew (a retry). */
const textEventSchema = z.object({ stage: z.enum(GENERATION_STAGES), delta: z.string(), restart: z.boolean().optional() });
export type TextEvent = z.infer<typeof textEventSchema>;

/** Who hears a watched generation as it goes. */
export type GenerationWatcher = { onStage: (stage: StageEvent) => void; onText: (text: TextEvent) => void };

const streamedErrorSchema = z.object({ status: z.number(), message: z.string() });

/**
 * POST /api/content/generate: spends a credit and stores version N+1, the active one. Asked as
 * Server-Sent Events, so `onStage` hears each stage start and end and `onText` the model's text as
 * it arrives (the LLM writer only); the last event is the same JSON as the plain 201. Refusals come before the stream as usual: 409 unless all four sections are
 * complete, 402 with 0 credits, 429 over the per-user rate. A failure after the stream began (502
 * when the writer fails, 503 when the model's service asks us to wait; nothing spent either way)
 * comes as its last event, raised here as the ApiError the plain answer would have been.
 */
export async function generateContentWatched(
  companyId: number,
  { onStage, onText }: GenerationWatcher,
): Promise<GenerateResult> {
  let result: GenerateResult | undefined;
  let failure: ApiError | undefined;
  await postForEvents('/api/content/generate', { companyId }, ({ event, data }) => {
    if (event === 'stage') {
      const stage = stageEventSchema.safeParse(data);
      if (stage.success) onStage(stage.data);
    } else if (event === 'text') {
      const text = textEventSchema.safeParse(data);
      if (text.success) onText(text.data);
    } else if (event === 'done') {
      result = generateResultSchema.parse(data);
    } else if (event === 'error') {
      const error = streamedErrorSchema.parse(data);
      failure = new ApiError(error.message, { status: error.status, body: data });
    }
  });
  if (failure) throw failure;
  if (!result) throw new ApiError('The generation ended before it said how it went.', { status: 502 });
  return result;
}

/**
 * Generates a version. The user's credits change at once wherever they show (the account menu,
 * the user profile): to what the server answers, or to 0 when it says there are none (spec
 * section 8, decisions section 4).
 */
export function useGenerateContent(companyId: number, watcher: GenerationWatcher) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateContentWatched(companyId, watcher),
    onSuccess: ({ creditsRemaining }) => {
      showCredits(queryClient, creditsRemaining);
    },
    onError: (error) => {
      showNoCreditsOn(queryClient, error);
    },
  });
}
