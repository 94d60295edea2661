import { describe, expect, it } from 'vitest';
import { pitchLength, spokenLength } from './fields';
import { markdownFileName } from './markdown';
import { gradeLabel, issuesLabel, lengthVerdict, scoreLabel, wordRange } from './quality';
import { writtenBy } from './types';

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

  it.each([
    ['Acme Analytics', 2, 'acme-analytics-v2.md'],
    ['  Café & Crème, Ltd.  ', 1, 'cafe-creme-ltd-v1.md'],
    ['株式会社', 3, 'content-v3.md'],
    ['A'.repeat(80), 1, `${'a'.repeat(60)}-v1.md`],
  ])('names the export of %j version %i %s', (name, version, expected) => {
    expect(markdownFileName(name, version)).toBe(expected);
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
});
