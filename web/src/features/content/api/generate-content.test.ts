import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeVersion } from '@/testing/content-fixtures';
import { eventStream } from '@/testing/content';
import { generateContentWatched, type StageEvent, type TextEvent } from './generate-content';

const unwatched = { onStage: () => undefined, onText: () => undefined };

function answerWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a watched generation', () => {
  it('asks for the event stream, hears each stage and the text, and answers the version', async () => {
    const version = makeVersion(2);
    const fetchMock = answerWith(
      eventStream([
        { event: 'stage', data: { stage: 'interview', status: 'started' } },
        { event: 'stage', data: { stage: 'interview', status: 'done' } },
        { event: 'stage', data: { stage: 'core', status: 'started' } },
        { event: 'text', data: { stage: 'core', delta: '{"problemStatement": "Sat', restart: true } },
        { event: 'text', data: { stage: 'core', delta: 'urday' } },
        { event: 'done', data: { creditsRemaining: 7, coreMessaging: version.content, version } },
      ]),
    );
    const heard: StageEvent[] = [];
    const texts: TextEvent[] = [];

    const result = await generateContentWatched(3, {
      onStage: (stage) => heard.push(stage),
      onText: (text) => texts.push(text),
    });

    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: 'text/event-stream' });
    expect(heard).toEqual([
      { stage: 'interview', status: 'started' },
      { stage: 'interview', status: 'done' },
      { stage: 'core', status: 'started' },
    ]);
    expect(texts).toEqual([
      { stage: 'core', delta: '{"problemStatement": "Sat', restart: true },
      { stage: 'core', delta: 'urday' },
    ]);
    expect(result.creditsRemaining).toBe(7);
    expect(result.version.versionNumber).toBe(2);
  });

  it('raises the error the stream ends with, with its status', async () => {
    const message = 'The content could not be generated right now. Nothing was charged. Please try again in a moment.';
    answerWith(
      eventStream([
        { event: 'stage', data: { stage: 'core', status: 'started' } },
        { event: 'error', data: { status: 502, message } },
      ]),
    );

    const error = await generateContentWatched(3, unwatched).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message });
  });

  it('raises a refusal before the stream as the plain answer would', async () => {
    answerWith(Response.json({ message: 'Complete all four interview sections before generating content.' }, { status: 409 }));

    const error = await generateContentWatched(3, unwatched).catch((reason: unknown) => reason);

    expect(error).toMatchObject({ status: 409, message: 'Complete all four interview sections before generating content.' });
  });
});
