import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { COMPANIES_KEY } from '@/lib/company/get-company';
import {
  GENERATION_STAGES,
  useGenerateContent,
  type GenerateResult,
  type GenerationStage,
  type StageEvent,
  type TextEvent,
} from '../api/generate-content';
import { NOTHING_STREAMED, withText, type StreamedText } from '../live-draft';
import { refreshContent } from '../api/refresh-content';

/** Spec section 9: a run shows as under way at least this long after the success response. */
const GENERATION_MIN_MS = 3000;

/** Spec section 8: how each page reports a failed generation. */
const FAILURE = {
  interview: { delayMs: 0, description: 'There was a problem generating your content. Please try again.' },
  // The content page says 'in a moment' and waits about 2 seconds.
  content: { delayMs: 2000, description: 'There was a problem generating your content. Please try again in a moment.' },
} as const;

type GenerationPage = keyof typeof FAILURE;

/** Where each stage of the run under way is. */
export type StageProgress = Record<GenerationStage, 'pending' | 'active' | 'done'>;

const NOT_STARTED = Object.fromEntries(GENERATION_STAGES.map((stage) => [stage, 'pending'])) as StageProgress;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * What to tell the user: the server's own words when they say what to do (402 no credits, 409 the
 * interview is incomplete, 429 and 503 when to try again), else the page's message of the spec. A
 * 503 is the server's only when it came as its JSON (not a proxy's page).
 */
function failureText(error: unknown, page: GenerationPage): string {
  if (!(error instanceof ApiError)) return FAILURE[page].description;
  const serversWords = [402, 409, 429].includes(error.status) || (error.status === 503 && error.body !== undefined);
  return serversWords ? error.message : FAILURE[page].description;
}

/**
 * One generation run from `page` (spec section 4): the call (credits change at once), then, after
 * GENERATION_MIN_MS more, the company's content and the companies read again and 'Content generated'.
 * While it runs, `stages` says where it is and `streamed` holds the model's text so far.
 * A failure toasts 'Error Generating Content' (a 401 goes to / instead). `isGenerating` holds
 * from the click until the run has ended, its message included. `generate` resolves the result,
 * or undefined when it failed.
 */
export function useContentGeneration(companyId: number, page: GenerationPage) {
  const queryClient = useQueryClient();
  const [stages, setStages] = useState<StageProgress>(NOT_STARTED);
  const [streamed, setStreamed] = useState<StreamedText>(NOTHING_STREAMED);
  const watcher = useMemo(
    () => ({
      onStage: ({ stage, status }: StageEvent) => {
        setStages((now) => ({ ...now, [stage]: status === 'started' ? 'active' : 'done' }));
      },
      onText: (text: TextEvent) => {
        setStreamed((now) => withText(now, text));
      },
    }),
    [],
  );
  const { mutateAsync } = useGenerateContent(companyId, watcher);
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const [isGenerating, setGenerating] = useState(false);
  const running = useRef(false);

  const generate = useCallback(async (): Promise<GenerateResult | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setStages(NOT_STARTED);
    setStreamed(NOTHING_STREAMED);
    setGenerating(true);
    try {
      const result = await mutateAsync();
      await wait(GENERATION_MIN_MS);
      // The company now has content (the dashboard's 'View content', the content page's tabs).
      await Promise.all([
        refreshContent(queryClient, companyId),
        queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }),
      ]);
      toast({ title: 'Content generated', description: `Version ${result.version.versionNumber} is ready.` });
      return result;
    } catch (error) {
      if (!redirectIfUnauthorized(error)) {
        await wait(FAILURE[page].delayMs);
        toast({ title: 'Error Generating Content', description: failureText(error, page), variant: 'destructive' });
      }
      return undefined;
    } finally {
      running.current = false;
      setGenerating(false);
    }
  }, [companyId, mutateAsync, page, queryClient, redirectIfUnauthorized]);

  return { generate, isGenerating, stages, streamed };
}
