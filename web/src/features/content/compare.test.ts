import { describe, expect, it } from 'vitest';
import { CONTENT_FIELDS, makeObjections, makePitch, makeVersion, makeWebsite } from '@/testing/content-fixtures';
import { compareTexts, comparisonsByPart, versionTextList } from './compare';
import { fieldLabels } from './fields';

const labels = fieldLabels(CONTENT_FIELDS);
/** Version `n`'s texts; with `sheet` false, as a version written before objection sheets. */
const texts = (n: number, { sheet = true } = {}) =>
  versionTextList(
    { core: makeVersion(n).content, website: makeWebsite(n), pitch: makePitch(n), objections: sheet ? makeObjections(n) : null },
    labels,
  );

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
      ...[0, 1, 2, 3].flatMap((pair) => ['objection', 'response', 'proofPoint'].map((part) => `objections.pairs.${pair}.${part}`)),
    ]);
    expect(list.find((text) => text.path === 'pitch.keyPoints.1')?.label).toBe('Key Points, item 2');
    expect(list.find((text) => text.path === 'website.valuePropositions.0.title')?.label).toBe('Benefit Title, item 1');
    expect(list.find((text) => text.path === 'objections.pairs.3.proofPoint')).toEqual({
      path: 'objections.pairs.3.proofPoint',
      label: 'Proof Point, item 4',
      text: makeObjections(1).pairs[3]?.proofPoint,
    });
  });

  it('lists no objection texts for a version written before sheets, and the other\'s show as all added', () => {
    const before = texts(1, { sheet: false });
    expect(before.some((text) => text.path.startsWith('objections.'))).toBe(false);
    const objection = compareTexts(before, texts(2)).find((text) => text.path === 'objections.pairs.0.objection');
    expect(objection?.changes?.map((change) => [change.added, change.value])).toEqual([[true, makeObjections(2).pairs[0]?.objection]]);
  });

  it('groups the compared texts by part, in the page order, a part without texts too', () => {
    const parts = comparisonsByPart(compareTexts(texts(1, { sheet: false }), texts(1, { sheet: false })));
    expect(parts.map(({ part, texts: partTexts }) => [part, partTexts.length])).toEqual([
      ['core', 3],
      ['website', 9],
      ['pitch', 6],
      ['objections', 0],
    ]);
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
