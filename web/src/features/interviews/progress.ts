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

/** The progress card's checklist: what becomes available at which progress (spec section 9). */
export const CHECKLIST: readonly { label: string; percent: number }[] = [
  { label: 'Content preview', percent: PREVIEW_MIN_PERCENT },
  { label: '30-sec Pitch', percent: 50 },
  { label: 'Pitch Deck', percent: 75 },
  { label: 'Core Messaging', percent: 100 },
];

/** The sections after `section` (in order), at most `count` of them. */
export function followingSections(section: SectionKey, count: number): SectionKey[] {
  const index = SECTION_KEYS.indexOf(section);
  return SECTION_KEYS.slice(index + 1, index + 1 + count);
}
