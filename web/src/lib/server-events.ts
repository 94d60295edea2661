// Server-Sent Events read from a POST's answer. Apart from api-client.ts, so that the parser loads
// with the pages that stream (the content generation), not with the landing page.

import { createParser } from 'eventsource-parser';
import { parseJsonObject, send } from './api-client';

/** One Server-Sent Event of a streamed answer: its name and its JSON data. */
export type StreamEvent = { event: string; data: unknown };

/**
 * POSTs `body` asking for an event stream, and hands each event to `onEvent` as it arrives; resolves
 * when the stream ends. A refusal before the stream begins raises the ApiError as any call does.
 */
export async function postForEvents(
  path: string,
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await send('POST', path, { body, headers: { Accept: 'text/event-stream' }, signal });
  if (!response.body) return;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      onEvent({ event: event ?? 'message', data: parseJsonObject(data) ?? data });
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
