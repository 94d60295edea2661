import { describe, expect, it } from 'vitest';
import { CONTENT_FIELDS, makePitch, makeVersion, makeWebsite } from '@/testing/content-fixtures';
import { compareTexts, versionTextList } from './compare';
import { fieldLabels } from './fields';

const labels = fieldLabels(CONTENT_FIELDS);
const texts = (n: number) => versionTextList({ core: makeVersion(n).content, website: makeWebsite(n), pitch: makePitch(n) }, labels);

describe('comparing two versions', () => {
  it('lists every text of a version in the page order, items by their place', () => {
    const list = texts(1);
    expect(list.map((text) => text.path)).toEqual([
      'core.problemStatement',
      'core.valueProposition',
      'core.competitiveDifferentiation',
      'website.headline',
      'website.subheading',
      'website.valuePropositions.0.title',
      'website.valuePropositions.0.description',
      'website.valuePropositions.1.title',
      'website.valuePropositions.1.description',
      'website.valuePropositions.2.title',
      'website.valuePropositions.2.description',
      'website.ctaText',
      'pitch.pitch30sec',
      'pitch.pitch1min',
      'pitch.pitch3min',
      'pitch.keyPoints.0',
      'pitch.keyPoints.1',
      'pitch.keyPoints.2',
    ]);
    expect(list.find((text) => text.path === 'pitch.keyPoints.1')?.label).toBe('Key Points, item 2');
  });

  it('marks the words removed and added, and nothing for a text that is the same', () => {
    const before = texts(1);
    const after = before.map((text) => (text.path === 'website.headline' ? { ...text, text: 'Headline of the new version 1' } : text));
    const compared = compareTexts(before, after);
    expect(compared.filter((text) => text.changes !== null).map((text) => text.path)).toEqual(['website.headline']);
    const headline = compared.find((text) => text.path === 'website.headline')?.changes ?? [];
    expect(headline.filter((change) => change.added).map((change) => change.value.trim())).toEqual(['the new']);
    expect(headline.filter((change) => change.removed)).toEqual([]);
  });

  it('shows an item only one version has as all added or all removed', () => {
    const before = texts(1);
    const after = before.filter((text) => text.path !== 'pitch.keyPoints.2');
    const dropped = compareTexts(before, after).find((text) => text.path === 'pitch.keyPoints.2');
    expect(dropped?.changes?.map((change) => [change.removed, change.value])).toEqual([[true, 'Third point of version 1']]);
  });
});
