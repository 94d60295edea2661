import { GENERATION_STAGES } from '@/features/content/api/generate-content';
import type { AssetType, ContentVersion, CoreMessaging, ObjectionSheet, PitchContent, WebsiteContent } from '@/features/content/types';
import { SECTION_KEYS, type InterviewRecord } from '@/features/interviews/types';
import type { AuthStatus } from '@/lib/auth/auth-status';
import type { User } from '@/lib/auth/user';
import { makeCompany } from './companies';
import { makeAsset, makeObjections, makePitch, makeQuality, makeVersion, makeWebsite } from './content-fixtures';
import { makeRecord, stubInterviewServer } from './interviews';
import { makeUser } from './render-app';
import type { stubServer } from './stub-server';

type Routes = Parameters<typeof stubServer>[0];

/** An answer of Server-Sent Events, each event's data as JSON. */
export function eventStream(events: { event: string; data: unknown }[]): Response {
  const body = events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export const NO_CREDITS_MESSAGE = 'You have no credits left. Ask an administrator for more.';

/** A version's four parts, as the server copies them into the next version. */
type VersionTexts = { core: CoreMessaging; website: WebsiteContent; pitch: PitchContent; objections: ObjectionSheet };

/** `texts` with the value at `path` ('core.problemStatement', 'website.valuePropositions.1', 'pitch.keyPoints') replaced. */
function withValue(texts: VersionTexts, path: string, value: unknown): VersionTexts {
  const copy = structuredClone(texts);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let parent = copy as unknown as Record<string, unknown>;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  parent[last] = value;
  return copy;
}

/** The value at `path`, if `texts` has it. */
function valueAt(texts: VersionTexts, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], texts);
}

/** What the stub's writer writes for a part: a text, a value proposition, an objection's pair or the key points, each saying so. */
function rewritten(path: string, instruction: string | undefined): unknown {
  const asked = instruction ? ` (${instruction})` : '';
  if (/^website\.valuePropositions\.\d+$/.test(path)) {
    return { title: `New title${asked}`, description: `New description${asked}.` };
  }
  if (/^objections\.pairs\.\d+$/.test(path)) {
    return { objection: `New objection${asked}?`, response: `New response${asked}.`, proofPoint: `New proof point${asked}.` };
  }
  if (path === 'pitch.keyPoints') return [`New first point${asked}`, `New second point${asked}`, `New third point${asked}`];
  return `New ${path}${asked}.`;
}

const invalid = (fieldErrors: Record<string, string>) =>
  Response.json({ message: 'Invalid input', fieldErrors }, { status: 422 });

/**
 * A company's content over a live `versions` list (newest last), as the server keeps it: generate
 * spends one of `user`'s credits and adds the next version, the only active one (402 with none
 * left); activate makes its version the only active one; the company has content once a version
 * exists; an asset of another version than the active one is read with `?versionId=`. Edits,
 * regenerations, chosen options and syncs copy their version's texts into the next one with the
 * change (a regeneration, options and a sync for a credit), as src/content/mod.rs does; a changed
 * core text leaves the assets out of line (`syncedWithCore: false`) until a sync, which keeps the
 * texts edited by hand unless `replace` names them.
 */
export function contentRoutes(state: { versions: ContentVersion[] }, user: User, companyId = 1): Routes {
  // The texts of the versions made here; a given version's assets are those of its number.
  const stored = new Map<number, VersionTexts>();
  const textsOf = (version: ContentVersion): VersionTexts =>
    stored.get(version.id) ?? {
      core: version.content,
      website: makeWebsite(version.versionNumber),
      pitch: makePitch(version.versionNumber),
      objections: makeObjections(version.versionNumber),
    };
  const active = () => state.versions.find((version) => version.isActive);
  const notYet = () => Response.json({ message: 'No content has been generated yet.' }, { status: 404 });
  const noCredits = () => Response.json({ message: NO_CREDITS_MESSAGE }, { status: 402 });
  const newestFirst = () => [...state.versions].sort((a, b) => b.versionNumber - a.versionNumber);
  const company = () => makeCompany({ id: companyId, hasContent: state.versions.length > 0 });
  const versionOf = (id: string) => state.versions.find((version) => version.id === Number(id));
  const asset = (version: ContentVersion | undefined, type: AssetType) =>
    version ? Response.json(makeAsset(version, type, textsOf(version)[type])) : notYet();
  /** Stores version N+1, the only active one, with `texts`. */
  const addVersion = (texts: VersionTexts, overrides: Partial<ContentVersion>) => {
    const version = makeVersion(state.versions.length + 1, { content: texts.core, createdAt: new Date().toISOString(), ...overrides });
    stored.set(version.id, texts);
    state.versions = [...state.versions.map((other) => ({ ...other, isActive: false })), version];
    return version;
  };
  /** `base` with the part at `field` replaced: the hand edits within it are gone, a core change leaves the assets out of line. */
  const copyWith = (base: ContentVersion, field: string, value: unknown) => ({
    texts: withValue(textsOf(base), field, value),
    syncedWithCore: base.syncedWithCore && !field.startsWith('core.'),
    handEdited: base.handEdited.filter((path) => path !== field && !path.startsWith(`${field}.`)),
  });
  return {
    'GET /api/companies': () => Response.json([company()]),
    // What a paid call without `creditsRemaining` reads the credits from.
    'GET /api/users/me': () => Response.json(user),
    [`GET /api/companies/${companyId}`]: () => Response.json(company()),
    [`GET /api/content/active/${companyId}`]: () => {
      const version = active();
      return version ? Response.json(version) : notYet();
    },
    [`GET /api/content/versions/${companyId}`]: () => Response.json(newestFirst()),
    [`GET /api/content/assets/${companyId}/website`]: () => asset(active(), 'website'),
    [`GET /api/content/assets/${companyId}/pitch`]: () => asset(active(), 'pitch'),
    [`GET /api/content/assets/${companyId}/website?versionId=:id`]: ({ params }) => asset(versionOf(params.id ?? ''), 'website'),
    [`GET /api/content/assets/${companyId}/pitch?versionId=:id`]: ({ params }) => asset(versionOf(params.id ?? ''), 'pitch'),
    [`GET /api/content/assets/${companyId}/objections`]: () => asset(active(), 'objections'),
    [`GET /api/content/assets/${companyId}/objections?versionId=:id`]: ({ params }) => asset(versionOf(params.id ?? ''), 'objections'),
    'POST /api/content/generate': () => {
      if (user.credits <= 0) return noCredits();
      user.credits -= 1;
      const n = state.versions.length + 1;
      const version = makeVersion(n, { createdAt: new Date().toISOString(), writer: 'gpt-4o-mini', quality: makeQuality(n) });
      state.versions = [...state.versions.map((other) => ({ ...other, isActive: false })), version];
      // As the page asks for it: the stages as Server-Sent Events, the model's text in the website's, then the version.
      const websiteText = [
        { event: 'text', data: { stage: 'website', delta: '{"headline": "A headline bei', restart: true } },
        { event: 'text', data: { stage: 'website', delta: 'ng written' } },
      ];
      const stages = GENERATION_STAGES.flatMap((stage) => [
        { event: 'stage', data: { stage, status: 'started' } },
        ...(stage === 'website' ? websiteText : []),
        { event: 'stage', data: { stage, status: 'done' } },
      ]);
      return eventStream([
        ...stages,
        { event: 'done', data: { creditsRemaining: user.credits, coreMessaging: version.content, version } },
      ]);
    },
    'POST /api/content/versions/:id/edit': ({ params, body }) => {
      const base = versionOf(params.id ?? '');
      if (!base) return Response.json({ message: 'Version not found' }, { status: 404 });
      const { field, value, origin, option } = body as { field: string; value: string; origin?: string; option?: number };
      if (value.trim() === '') return invalid({ value: 'Write the text first.' });
      const { texts, syncedWithCore, handEdited } = copyWith(base, field, value.trim());
      const version = addVersion(texts, {
        syncedWithCore,
        ...(origin === 'variant'
          ? { origin: { kind: 'variant', field, option, basedOn: base.id }, handEdited }
          : { origin: { kind: 'edited', field, basedOn: base.id }, handEdited: [...handEdited, field] }),
      });
      return Response.json(version, { status: 201 });
    },
    'POST /api/content/versions/:id/regenerate': ({ params, body }) => {
      const base = versionOf(params.id ?? '');
      if (!base) return Response.json({ message: 'Version not found' }, { status: 404 });
      const { field, instruction } = body as { field: string; instruction?: string };
      if (valueAt(textsOf(base), field) === undefined) return invalid({ field: `There is no part '${field}' to regenerate.` });
      if (user.credits <= 0) return noCredits();
      user.credits -= 1;
      const { texts, syncedWithCore, handEdited } = copyWith(base, field, rewritten(field, instruction));
      const version = addVersion(texts, {
        origin: { kind: 'regenerated', field, ...(instruction ? { instruction } : {}), basedOn: base.id },
        syncedWithCore,
        handEdited,
      });
      return Response.json(version, { status: 201 });
    },
    'POST /api/content/versions/:id/variants': ({ params, body }) => {
      const base = versionOf(params.id ?? '');
      if (!base) return Response.json({ message: 'Version not found' }, { status: 404 });
      const { field } = body as { field: string };
      if (user.credits <= 0) return noCredits();
      user.credits -= 1;
      const options = ['one', 'two', 'three'].map((n) => `Option ${n} for ${field}`);
      return Response.json({ options, creditsRemaining: user.credits });
    },
    'POST /api/content/versions/:id/sync': ({ params, body }) => {
      const base = versionOf(params.id ?? '');
      if (!base) return Response.json({ message: 'Version not found' }, { status: 404 });
      if (base.syncedWithCore) {
        return Response.json({ message: "This version's website and pitch content already follow its core messaging." }, { status: 409 });
      }
      if (user.credits <= 0) return noCredits();
      user.credits -= 1;
      const { replace = [] } = body as { replace?: string[] };
      const n = state.versions.length + 1;
      const kept = base.handEdited.filter((path) => !replace.includes(path));
      const texts = kept.reduce(
        (written, path) => withValue(written, path, valueAt(textsOf(base), path)),
        // The sheet is not the website's or the pitches': it stays as it was.
        { core: base.content, website: makeWebsite(n), pitch: makePitch(n), objections: textsOf(base).objections },
      );
      const version = addVersion(texts, { origin: { kind: 'synced', basedOn: base.id }, handEdited: kept });
      return Response.json(version, { status: 201 });
    },
    'POST /api/content/versions/:id/activate': ({ params }) => {
      const id = Number(params.id);
      if (!state.versions.some((version) => version.id === id)) {
        return Response.json({ message: 'Content version not found' }, { status: 404 });
      }
      state.versions = state.versions.map((version) => ({ ...version, isActive: version.id === id }));
      return Response.json(active());
    },
  };
}

type ContentServerOptions = {
  /** The versions (newest last); the last is active. None: nothing generated yet. */
  versions?: ContentVersion[];
  credits?: number;
  /** The interview's records: all four complete unless given. */
  records?: InterviewRecord[];
  /** Routes that replace or add to the content server's. */
  routes?: Routes;
};

/** A signed-in user's server with company 1, its interview and its content; `state.versions` and `auth` are live. */
export function stubContentServer({ versions = [], credits = 10, records = SECTION_KEYS.map((section) => makeRecord(section)), routes = {} }: ContentServerOptions = {}) {
  const user = makeUser({ credits });
  const auth: AuthStatus = { isSignedIn: true, user };
  const state = {
    versions: versions.map((version, index) => ({ ...version, isActive: index === versions.length - 1 })),
  };
  const server = stubInterviewServer({ auth, records, routes: { ...contentRoutes(state, user), ...routes } });
  return { ...server, content: state, user };
}
