// The content studio's shared words (docs/frontend.md, "Content"): what its dialogs say when a call fails.
import { ApiError } from '@/lib/api-client';

/** When the server's words are not there to show (no answer, or a proxy's page). */
const WRITER_UNREACHABLE = 'The writer could not be reached. Please try again in a moment.';

/**
 * What a studio dialog says of a failed call: the server's reason (a 422's `fieldErrors`, e.g. 'The
 * built-in writer has no other wording for this part ...'), else its message (no credits; the writer
 * failed, nothing charged; the rate limit), else `fallback`. A proxy's page is not the server's word.
 */
export function studioFailure(error: unknown, fallback = WRITER_UNREACHABLE): string {
  if (!(error instanceof ApiError)) return fallback;
  const [reason] = Object.values(error.fieldErrors ?? {});
  if (reason) return reason;
  return error.body !== undefined || error.status === 429 ? error.message : fallback;
}
