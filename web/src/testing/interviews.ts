import { SECTIONS, type InterviewRecord, type QuestionsDocument, type Responses, type SectionKey } from '@/features/interviews/types';
import type { AuthStatus } from '@/lib/auth/auth-status';
import type { Company } from '@/lib/company/types';
import { makeCompany } from './companies';
import { contentFieldsRoute, makeContentPreview } from './content-fixtures';
import { makeUser } from './render-app';
import { stubServer } from './stub-server';

/** The response keys of each section (docs/interviews.md). */
export const RESPONSE_KEYS: Record<SectionKey, string[]> = {
  heuristics: ['immediateProblem', 'decisionShortcuts', 'firstImpression', 'comparisons'],
  hormones: ['problemEmotions', 'solutionEmotions', 'objections', 'brandEmotions'],
  history: ['painPoints', 'previousSolutions', 'disappointments', 'evolvedNeeds'],
  heritage: ['industryNorms', 'culturalFactors', 'generationalDifferences', 'brandAssociations'],
};

/** The label of question `index` (0-3) of `section` in QUESTIONS. */
export const questionLabel = (section: SectionKey, index: number) => `${index + 1}. Question ${index + 1} about ${section}?`;

function sampleAnswers(industry: string): Record<SectionKey, Responses> {
  return Object.fromEntries(
    SECTIONS.map(({ key }) => [
      key,
      Object.fromEntries(RESPONSE_KEYS[key].map((responseKey) => [responseKey, `${industry} answer to ${responseKey}.`])),
    ]),
  ) as Record<SectionKey, Responses>;
}

/** A questions document of the contract's shape: four sections of four questions, two sample sets. */
export const QUESTIONS: QuestionsDocument = {
  sections: SECTIONS.map(({ key, title }) => ({
    key,
    title,
    factor: `${key.charAt(0).toUpperCase()}${key.slice(1)}`,
    description: `What ${title.toLowerCase()} means to your customers.`,
    questions: RESPONSE_KEYS[key].map((responseKey, index) => ({
      key: responseKey,
      label: `Question ${index + 1} about ${key}?`,
      helperText: `Help for ${responseKey}, e.g. an example.`,
      enhances: ['Headline', `Part ${index + 1}`],
    })),
  })),
  samples: [
    { key: 'technology', label: 'Technology', answers: sampleAnswers('Technology') },
    { key: 'healthcare', label: 'Healthcare', answers: sampleAnswers('Healthcare') },
  ],
};

/** Four answers of `section`, each `prefix` and its key, or blank from index `blankFrom` on. */
export function answersOf(section: SectionKey, prefix = 'Answer', blankFrom = 4): Responses {
  return Object.fromEntries(
    RESPONSE_KEYS[section].map((key, index) => [key, index < blankFrom ? `${prefix} ${key}` : '']),
  );
}

export function makeRecord(section: SectionKey, overrides: Partial<InterviewRecord> = {}): InterviewRecord {
  return {
    id: SECTIONS.findIndex(({ key }) => key === section) + 1,
    companyId: 1,
    section,
    responses: answersOf(section),
    completed: true,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:05:00.000Z',
    ...overrides,
  };
}

type InterviewServerOptions = {
  company?: Company;
  records?: InterviewRecord[];
  /** Who is signed in: `makeUser()` unless given. */
  auth?: AuthStatus;
  /** Routes that replace or add to the interview server's. */
  routes?: Parameters<typeof stubServer>[0];
};

/**
 * A signed-in user's server with one company and its interview records, which POST and PUT
 * change as the real one does (409 for a second record of a section; completed when all four are
 * answered or asked for). `records` is the live list, for tests to change "from another tab".
 */
export function stubInterviewServer({
  company = makeCompany(),
  records = [],
  auth = { isSignedIn: true, user: makeUser() },
  routes = {},
}: InterviewServerOptions = {}) {
  const state = { records: [...records] };
  let nextId = 100;
  let previews = 0;
  const now = () => new Date().toISOString();
  const isComplete = (responses: Responses, completed: unknown) =>
    completed === true || Object.values(responses).every((answer) => answer.trim() !== '');
  const trimmed = (section: SectionKey, responses: Responses) =>
    Object.fromEntries(RESPONSE_KEYS[section].map((key) => [key, (responses[key] ?? '').trim()]));

  const fetchMock = stubServer(
    {
      'GET /api/site-content': () => Response.json([]),
      'GET /api/companies': () => Response.json([company]),
      [`GET /api/companies/${company.id}`]: () => Response.json(company),
      'GET /api/interview/questions': () => Response.json(QUESTIONS),
      // The content fields' labels (the preview card and the content page).
      ...contentFieldsRoute(),
      [`GET /api/interviews?companyId=${company.id}`]: () => Response.json(state.records),
      'POST /api/interviews': ({ body }) => {
        const { section, responses = {}, completed } = body as { section: SectionKey; responses?: Responses; completed?: boolean };
        if (state.records.some((record) => record.section === section)) {
          return Response.json({ message: 'This interview section already exists.' }, { status: 409 });
        }
        const answers = trimmed(section, responses);
        const record: InterviewRecord = {
          id: nextId++,
          companyId: company.id,
          section,
          responses: answers,
          completed: isComplete(answers, completed),
          createdAt: now(),
          updatedAt: now(),
        };
        state.records = [...state.records, record].sort(
          (a, b) => SECTIONS.findIndex(({ key }) => key === a.section) - SECTIONS.findIndex(({ key }) => key === b.section),
        );
        return Response.json(record, { status: 201 });
      },
      'PUT /api/interviews/:id': ({ body, params }) => {
        const existing = state.records.find((record) => record.id === Number(params.id));
        if (!existing) return Response.json({ message: 'Interview section not found' }, { status: 404 });
        const { responses, completed } = body as { responses: Responses; completed?: boolean };
        const answers = trimmed(existing.section, responses);
        const record = { ...existing, responses: answers, completed: isComplete(answers, completed), updatedAt: now() };
        state.records = state.records.map((other) => (other.id === record.id ? record : other));
        return Response.json(record);
      },
      'GET /api/interviews/:companyId/:section': ({ params }) => {
        const record = state.records.find((candidate) => candidate.section === params.section);
        return record
          ? Response.json(record)
          : Response.json({ message: 'Interview section not found' }, { status: 404 });
      },
      // The side panel's free preview: the built-in writer's, new wording each time; 409 below 25% progress.
      'POST /api/content/preview': () =>
        state.records.some((record) => record.completed)
          ? Response.json(makeContentPreview((previews += 1)))
          : Response.json({ message: 'The preview needs at least one completed interview section.' }, { status: 409 }),
      ...routes,
    },
    auth,
  );
  return { fetchMock, state };
}

/** The JSON bodies of the calls to `method url`, in order. */
export function sentBodies(fetchMock: ReturnType<typeof stubServer>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([callUrl, init]) => callUrl === url && (init?.method ?? 'GET') === method)
    .map(([, init]): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
