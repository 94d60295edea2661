import type { ContentPreview } from '@/features/content/api/get-content-preview';
import type { ContentAsset, ContentVersion, PitchContent, WebsiteContent } from '@/features/content/types';

// Generated content of the contract's shapes (docs/content.md) for tests: every text names its version.

/** `count` words: `first`'s words, then 'word' up to the count. */
function wordsOf(count: number, first: string): string {
  const start = first.split(' ');
  return [...start, ...Array.from({ length: count - start.length }, () => 'word')].join(' ');
}

/** Version `n`'s website content: every field names its version. */
export function makeWebsite(n: number): WebsiteContent {
  return {
    headline: `Headline of version ${n}`,
    subheading: `Subheading of version ${n}.`,
    valuePropositions: [
      { title: `Speed ${n}`, description: `Answers in seconds, version ${n}.` },
      { title: `Trust ${n}`, description: `Numbers you can check, version ${n}.` },
      { title: `Cost ${n}`, description: `Pay for what you use, version ${n}.` },
    ],
    ctaText: `Start version ${n}`,
  };
}

/** Version `n`'s pitches: 72, 150 and 440 words (29 s, 1 min and 2 min 56 s spoken), and three key points. */
export function makePitch(n: number): PitchContent {
  return {
    pitch30sec: wordsOf(72, `Short pitch of version ${n}.`),
    pitch1min: wordsOf(150, `Minute pitch of version ${n}.`),
    pitch3min: `${wordsOf(200, `Long pitch of version ${n}.`)}\n\n${wordsOf(240, 'Second paragraph.')}`,
    keyPoints: [`First point of version ${n}`, `Second point of version ${n}`, `Third point of version ${n}`],
  };
}

export function makeVersion(n: number, overrides: Partial<ContentVersion> = {}): ContentVersion {
  return {
    id: 10 + n,
    companyId: 1,
    versionNumber: n,
    isActive: true,
    createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    writer: 'built-in',
    tokensUsed: null,
    content: {
      problemStatement: `Problem statement of version ${n}.\nIts second line.`,
      valueProposition: `Value proposition of version ${n}.`,
      competitiveDifferentiation: `Differentiation of version ${n}.`,
    },
    ...overrides,
  };
}

export function makeAsset<T extends 'website' | 'pitch'>(version: ContentVersion, type: T, content: ContentAsset<T>['content']) {
  const { companyId, id: versionId, createdAt } = version;
  return { id: version.id * 10 + (type === 'website' ? 1 : 2), companyId, versionId, type, createdAt, updatedAt: createdAt, content };
}

/** The `n`th preview: different wording each time, as the built-in writer's. */
export function makeContentPreview(n: number): ContentPreview {
  return {
    coreMessaging: makeVersion(n).content,
    website: { ...makeWebsite(n), headline: `Preview headline ${n}` },
    pitch: { ...makePitch(n), pitch30sec: `Preview pitch ${n}.` },
    writer: 'built-in',
  };
}
