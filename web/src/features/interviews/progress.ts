// What the records say about the interview (spec section 4, "Section status"; section 9).
import { SECTION_KEYS, SECTIONS, type InterviewRecord, type SectionKey } from './types';

export type SectionStatus = 'upcoming' | 'in-progress' | 'completed';

export const SECTION_STATUS_LABELS: Record<SectionStatus, string> = {
  upcoming: 'Upcoming',
  'in-progress': 'In progress',
  completed: 'Completed',
};

/**
 * Completed when its record is; in progress once its record holds an answer; else upcoming (also
 * the empty record Next creates for the sections ahead: the user has not opened those).
 */
export function sectionStatus(records: readonly InterviewRecord[], section: SectionKey): SectionStatus {
  const record = records.find((candidate) => candidate.section === section);
  if (record?.completed) return 'completed';
  const answered = Object.values(record?.responses ?? {}).some((answer) => answer.trim() !== '');
  return answered ? 'in-progress' : 'upcoming';
}

/** Completed sections out of 4, as a whole percent: 0, 25, 50, 75 or 100. */
export function progressPercent(records: readonly InterviewRecord[]): number {
  const completed = SECTION_KEYS.filter((section) => sectionStatus(records, section) === 'completed').length;
  return (completed / SECTIONS.length) * 100;
}

/** The first section in order that is not completed; null when all four are. */
export function firstIncompleteSection(records: readonly InterviewRecord[]): SectionKey | null {
  return SECTION_KEYS.find((section) => sectionStatus(records, section) !== 'completed') ?? null;
}

/** Spec section 5: the preview (and its Regenerate) needs at least this much progress. */
export const PREVIEW_MIN_PERCENT = 25;

/**
 * The progress card's checklist: what really becomes available, and at which progress (null: not
 * yet built). The spec's '30-sec Pitch at 50%, Pitch Deck at 75%' promised what the product does
 * not do: the preview has a 30-sec pitch from 25%, generation needs 100%, the Pitch Deck is 'Soon'
 * (docs/frontend.md, "Interview").
 */
export const CHECKLIST: readonly { label: string; percent: number | null }[] = [
  { label: 'Free preview: headline, value proposition and 30-sec pitch', percent: PREVIEW_MIN_PERCENT },
  { label: 'Your content: core messaging, website copy, three pitches and an objection sheet', percent: 100 },
  { label: 'Pitch Deck and Video Scripts', percent: null },
];

/** The sections after `section` (in order), at most `count` of them. */
export function followingSections(section: SectionKey, count: number): SectionKey[] {
  const index = SECTION_KEYS.indexOf(section);
  return SECTION_KEYS.slice(index + 1, index + 1 + count);
}
