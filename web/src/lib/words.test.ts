import { describe, expect, it } from 'vitest';
import { countWords, wordsLabel } from './words';

describe('countWords', () => {
  it('counts runs of non-space characters, as the server does', () => {
    expect(countWords('A cancellation at 8 a.m. is rarely filled.')).toBe(8);
    expect(countWords('Café crème — “au lait”, £3')).toBe(6);
    expect(countWords('  ')).toBe(0);
  });

  it('counts Japanese and Chinese by their characters', () => {
    // Ten characters with kana: four words at 2.5 a word, and the brand's name one more.
    expect(countWords('Pitchwiseは毎朝パンを焼きます。')).toBe(5);
    // Seven han characters: five words at 1.5 a word.
    expect(countWords('我们每天烤面包。')).toBe(5);
  });

  it('labels the count', () => {
    expect(wordsLabel(1)).toBe('1 word');
    expect(wordsLabel(12)).toBe('12 words');
  });
});
