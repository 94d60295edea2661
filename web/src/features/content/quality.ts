// The quality gate's report as the content page shows it (docs/frontend.md, "Content").
import type { ContentVersion, FieldQuality, QualityReport } from './types';

/** A text's length against its range: too short, too long, or (undefined) within it. */
export function lengthVerdict({ words, minWords, maxWords }: FieldQuality): 'too short' | 'too long' | undefined {
  if (words < minWords) return 'too short';
  if (words > maxWords) return 'too long';
  return undefined;
}

/** '35–70' (an en dash). */
export const wordRange = ({ minWords, maxWords }: FieldQuality) => `${minWords}–${maxWords}`;

/**
 * The Flesch-Kincaid grade rounded: 'Grade 7'. The formula goes below 1 (even below 0) for a few
 * short words; those read as 'Grade 1'.
 */
export const gradeLabel = (grade: number) => `Grade ${Math.max(1, Math.round(grade))}`;

/** '1 issue', '3 issues'. */
export const issuesLabel = (count: number) => `${count} ${count === 1 ? 'issue' : 'issues'}`;

/** 'Quality 92/100'. */
export const scoreLabel = (score: number) => `Quality ${Math.round(score)}/100`;

/** The report of the text at `path` ('pitch.keyPoints.2'), if the version has a report and it lists that text. */
export function qualityOf(report: QualityReport | null, path: string): FieldQuality | undefined {
  return report?.fields[path];
}

/**
 * The report of an asset's texts: the version's (it covers its assets), if the asset is that
 * version's; while the page switches versions an asset may be the other one's for a moment.
 */
export function assetQuality(asset: { versionId: number }, version: ContentVersion): QualityReport | null {
  return asset.versionId === version.id ? version.quality : null;
}
