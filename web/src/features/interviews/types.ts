// The interview's records and questions as the API answers them (docs/interviews.md).

/** The four sections in their fixed order (spec section 9), one per factor of the Perception Formula. */
export const SECTIONS = [
  { key: 'heuristics', title: 'Customer Mindset' },
  { key: 'hormones', title: 'Emotional Drivers' },
  { key: 'history', title: 'Past Experiences' },
  { key: 'heritage', title: 'Cultural Context' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

export const SECTION_KEYS: readonly SectionKey[] = SECTIONS.map((section) => section.key);

export function isSectionKey(value: string | undefined): value is SectionKey {
  return SECTION_KEYS.some((key) => key === value);
}

export function sectionTitle(key: SectionKey): string {
  return SECTIONS.find((section) => section.key === key)?.title ?? key;
}

/** A section's answers by response key; an unanswered question is `""`. */
export type Responses = Record<string, string>;

/** One company's answers to one section (one record per company and section). */
export type InterviewRecord = {
  id: number;
  companyId: number;
  section: SectionKey;
  responses: Responses;
  completed: boolean;
  createdAt: string;
  updatedAt: string;
};

export type Question = {
  key: string;
  label: string;
  /** One line with an example. */
  helperText: string;
  /** The content parts the answer feeds, e.g. 'Headline'. */
  enhances: string[];
};

export type QuestionSection = {
  key: SectionKey;
  title: string;
  factor: string;
  description: string;
  questions: Question[];
};

/** A sample answer set (technology, healthcare): all 16 answers, by section and response key. */
export type SampleAnswers = {
  key: string;
  label: string;
  answers: Partial<Record<SectionKey, Responses>>;
};

/** GET /api/interview/questions: sections and questions in their fixed order, and the sample sets. */
export type QuestionsDocument = {
  sections: QuestionSection[];
  samples: SampleAnswers[];
};
