import { describe, expect, it } from 'vitest';
import { pitchLength, spokenLength } from './fields';
import { markdownFileName } from './markdown';
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
});
