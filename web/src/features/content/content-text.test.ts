import { describe, expect, it } from 'vitest';
import { CONTENT_FIELDS } from '@/testing/content-fixtures';
import { creditCost, fieldLabels, originText, pathLabel, pitchLength, spokenLength } from './fields';
import { gradeLabel, issuesLabel, lengthVerdict, scoreLabel, wordRange } from './quality';
import { writtenBy, type VersionOrigin } from './types';

const labels = fieldLabels(CONTENT_FIELDS);

describe('content texts', () => {
  it.each([
    [0, 'about 0 s'],
    [72, 'about 29 s'],
    [150, 'about 1 min'],
    [160, 'about 1 min 4 s'],
    [440, 'about 2 min 56 s'],
  ])('%i words take %s to say (150 a minute)', (words, expected) => {
    expect(spokenLength(words)).toBe(expected);
  });

  it('gives a pitch its words and spoken length', () => {
    expect(pitchLength('  One  two\nthree ')).toBe('3 words · about 1 s');
    expect(pitchLength('Word')).toBe('1 word · about 0 s');
  });

  it('says who wrote a version', () => {
    expect(writtenBy('built-in')).toBe('Written by the built-in writer');
    expect(writtenBy('llama3.1:8b')).toBe('Written by llama3.1:8b');
  });

  it('says how a text measures up: its range, its verdict, its grade, its issues and the score', () => {
    const quality = { words: 48, minWords: 35, maxWords: 70, readingEase: 62, grade: 7.4, flags: [] };
    expect(wordRange(quality)).toBe('35–70');
    expect(lengthVerdict(quality)).toBeUndefined();
    expect(lengthVerdict({ ...quality, words: 35 })).toBeUndefined();
    expect(lengthVerdict({ ...quality, words: 70 })).toBeUndefined();
    expect(lengthVerdict({ ...quality, words: 34 })).toBe('too short');
    expect(lengthVerdict({ ...quality, words: 71 })).toBe('too long');
    expect(gradeLabel(7.4)).toBe('Grade 7');
    expect(gradeLabel(7.5)).toBe('Grade 8');
    // A few short words can score below grade 1.
    expect(gradeLabel(-2.3)).toBe('Grade 1');
    expect(issuesLabel(1)).toBe('1 issue');
    expect(issuesLabel(3)).toBe('3 issues');
    expect(scoreLabel(91.6)).toBe('Quality 92/100');
  });

  it.each([
    ['core.problemStatement', 'Problem Statement'],
    ['website.headline', 'Headline'],
    ['pitch.keyPoints', 'Key Points'],
    ['pitch.keyPoints.1', 'Key Points, item 2'],
    ['website.valuePropositions.2', 'Value Propositions, item 3'],
    ['website.valuePropositions.0.title', 'Benefit Title, item 1'],
    ['website.valuePropositions.4.description', 'Benefit Description, item 5'],
    ['objections.pairs.0', 'Objections, item 1'],
    ['objections.pairs.2.response', 'Response, item 3'],
    ['objections.pairs.1.proofPoint', 'Proof Point, item 2'],
    ['website.tagline', 'website.tagline'],
  ])('names the part at %s %j', (path, expected) => {
    expect(pathLabel(path, labels)).toBe(expected);
  });

  it.each<[VersionOrigin, string, string]>([
    [{ kind: 'generated' }, 'Generated', '1 credit'],
    [{ kind: 'edited', field: 'website.headline', basedOn: 1 }, 'Edited Headline', 'No credit'],
    [{ kind: 'edited', field: 'pitch.keyPoints.1', basedOn: 1 }, 'Edited Key Points, item 2', 'No credit'],
    [{ kind: 'regenerated', field: 'pitch.pitch30sec', instruction: 'shorter', basedOn: 1 }, 'Regenerated 30-Second Pitch: “shorter”', '1 credit'],
    [{ kind: 'regenerated', field: 'pitch.keyPoints', basedOn: 1 }, 'Regenerated Key Points', '1 credit'],
    [{ kind: 'regenerated', field: 'website.valuePropositions.2', basedOn: 1 }, 'Regenerated Value Propositions, item 3', '1 credit'],
    [{ kind: 'variant', field: 'website.headline', option: 2, basedOn: 1 }, 'Chose option 2 for Headline', '1 credit (for the options)'],
    [{ kind: 'variant', field: 'website.ctaText', basedOn: 1 }, 'Chose an option for Call to Action', '1 credit (for the options)'],
    [{ kind: 'synced', basedOn: 1 }, 'Brought in line with the core messaging', '1 credit'],
  ])('tells how a version came to be: %j', (origin, story, cost) => {
    expect(originText(origin, labels)).toBe(story);
    expect(creditCost({ origin })).toBe(cost);
  });
});
