import { describe, expect, it } from 'vitest';
import type { TextEvent } from './api/generate-content';
import { fieldBeingWritten, NOTHING_STREAMED, withText } from './live-draft';

const heard = (...events: TextEvent[]) => events.reduce(withText, NOTHING_STREAMED);

describe('the field being written', () => {
  it('is the last text of the latest stage, read before its JSON is complete', () => {
    const streamed = heard(
      { stage: 'website', delta: '{"headline": "Full shelves on Saturday", "valuePropositions": [{"title": "Less wa', restart: true },
      { stage: 'pitch', delta: '{"pitch30sec": "Picture a Saturday', restart: true },
      { stage: 'website', delta: 'ste", "description": "Orders follow' },
    );

    expect(fieldBeingWritten(streamed)).toEqual({ path: 'website.valuePropositions.0.description', text: 'Orders follow' });
  });

  it('begins a stage anew on a restart, and reads past a code fence', () => {
    const streamed = heard(
      { stage: 'core', delta: '{"problemStatement": "Half an ans', restart: true },
      { stage: 'core', delta: '```json\n{"problemStatement": "Cafés lose', restart: true },
    );

    expect(fieldBeingWritten(streamed)).toEqual({ path: 'core.problemStatement', text: 'Cafés lose' });
  });

  it('is nothing before any text, or while the text is not JSON', () => {
    expect(fieldBeingWritten(NOTHING_STREAMED)).toBeUndefined();
    expect(fieldBeingWritten(heard({ stage: 'core', delta: 'Sure! Here is', restart: true }))).toBeUndefined();
    expect(fieldBeingWritten(heard({ stage: 'core', delta: '{"problemStatement": "', restart: true }))).toBeUndefined();
  });
});
