import { describe, expect, it } from 'vitest';
import { describeGuide, type StyleGuide } from './style-guide';

const defaultGuide: StyleGuide = {
  tone: [],
  avoid: [],
  preferredTerms: [],
  readingLevel: 'plain',
  pointOfView: 'we',
  language: 'en',
};

describe('describeGuide', () => {
  it('says nothing of the default guide', () => {
    expect(describeGuide(defaultGuide)).toBeNull();
  });

  it('says each choice of a guide in one line', () => {
    expect(
      describeGuide({
        tone: ['warm', 'plain-spoken'],
        avoid: ['cheap'],
        preferredTerms: [
          { use: 'members', insteadOf: 'customers' },
          { use: 'coaches', insteadOf: 'trainers' },
        ],
        readingLevel: 'professional',
        pointOfView: 'you',
        language: 'es',
      }),
    ).toBe('Warm, plain-spoken · Professional · You first · Spanish (Español) · avoids 1 word · 2 preferred terms');
    expect(describeGuide({ ...defaultGuide, language: 'de' })).toBe('Plain · We and you · German (Deutsch)');
  });
});
