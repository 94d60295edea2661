import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useContentGeneration } from './use-content-generation';

/** Spec section 9: 'Generating Your Content' opens this long after the click (a fast failure never flashes it). */
const OVERLAY_DELAY_MS = 500;

/**
 * Generate Content from the interview page (all four sections complete; the route passes it in): the generation call, the
 * 'Generating Your Content' overlay from OVERLAY_DELAY_MS after the click until the run ends (at
 * least 3000 ms after the answer, the content read again and 'Content generated' shown),
 * then the content page. A failure closes the overlay and toasts 'Error Generating Content'.
 */
export function useStartContentGeneration(companyId: number) {
  const navigate = useNavigate();
  const { generate, isGenerating, stages, streamed } = useContentGeneration(companyId, 'interview');
  const [overlayOpen, setOverlayOpen] = useState(false);

  const start = useCallback(async () => {
    const timer = setTimeout(() => {
      setOverlayOpen(true);
    }, OVERLAY_DELAY_MS);
    const result = await generate();
    clearTimeout(timer);
    // On success the overlay stays until the content page is there (its code may still be loading):
    // the interview never shows in between.
    if (result) await navigate(`/content/${companyId}`);
    setOverlayOpen(false);
  }, [companyId, generate, navigate]);

  return { start, isGenerating, overlayOpen, stages, streamed };
}
