import type { ContentVersion } from '@/features/content/types';
import { SECTION_KEYS, type InterviewRecord } from '@/features/interviews/types';
import type { AuthStatus, User } from '@/lib/auth/auth-status';
import { makeCompany } from './companies';
import { makeAsset, makePitch, makeQuality, makeVersion, makeWebsite } from './content-fixtures';
import { makeRecord, stubInterviewServer } from './interviews';
import { makeUser } from './render-app';
import type { stubServer } from './stub-server';

type Routes = Parameters<typeof stubServer>[0];

export const NO_CREDITS_MESSAGE = 'You have no credits left. Ask an administrator for more.';

/**
 * A company's content over a live `versions` list (newest last), as the server keeps it: generate
 * spends one of `user`'s credits and adds the next version, the only active one (402 with none
 * left); activate makes its version the only active one; the company has content once a version
 * exists; an asset of another version than the active one is read with `?versionId=`.
 */
export function contentRoutes(state: { versions: ContentVersion[] }, user: User, companyId = 1): Routes {
  const active = () => state.versions.find((version) => version.isActive);
  const notYet = () => Response.json({ message: 'No content has been generated yet.' }, { status: 404 });
  const newestFirst = () => [...state.versions].sort((a, b) => b.versionNumber - a.versionNumber);
  const company = () => makeCompany({ id: companyId, hasContent: state.versions.length > 0 });
  const versionOf = (id: string) => state.versions.find((version) => version.id === Number(id));
  return {
    'GET /api/companies': () => Response.json([company()]),
    [`GET /api/companies/${companyId}`]: () => Response.json(company()),
    [`GET /api/content/active/${companyId}`]: () => {
      const version = active();
      return version ? Response.json(version) : notYet();
    },
    [`GET /api/content/versions/${companyId}`]: () => Response.json(newestFirst()),
    [`GET /api/content/assets/${companyId}/website`]: () => {
      const version = active();
      return version ? Response.json(makeAsset(version, 'website', makeWebsite(version.versionNumber))) : notYet();
    },
    [`GET /api/content/assets/${companyId}/pitch`]: () => {
      const version = active();
      return version ? Response.json(makeAsset(version, 'pitch', makePitch(version.versionNumber))) : notYet();
    },
    [`GET /api/content/assets/${companyId}/website?versionId=:id`]: ({ params }) => {
      const version = versionOf(params.id ?? '');
      return version ? Response.json(makeAsset(version, 'website', makeWebsite(version.versionNumber))) : notYet();
    },
    [`GET /api/content/assets/${companyId}/pitch?versionId=:id`]: ({ params }) => {
      const version = versionOf(params.id ?? '');
      return version ? Response.json(makeAsset(version, 'pitch', makePitch(version.versionNumber))) : notYet();
    },
    'POST /api/content/generate': () => {
      if (user.credits <= 0) return Response.json({ message: NO_CREDITS_MESSAGE }, { status: 402 });
      user.credits -= 1;
      const n = state.versions.length + 1;
      const version = makeVersion(n, { createdAt: new Date().toISOString(), writer: 'gpt-4o-mini', quality: makeQuality(n) });
      state.versions = [...state.versions.map((other) => ({ ...other, isActive: false })), version];
      return Response.json(
        { creditsRemaining: user.credits, coreMessaging: version.content, version },
        { status: 201 },
      );
    },
    // Edits of core messaging change the version's texts; the assets stay those of its number.
    'POST /api/content/versions/:id/edit': ({ params, body }) => {
      const base = versionOf(params.id ?? '');
      if (!base) return Response.json({ message: 'Version not found' }, { status: 404 });
      const { field, value } = body as { field: string; value: string };
      if (value.trim() === '') {
        return Response.json({ message: 'Invalid input', fieldErrors: { value: 'Write the text first.' } }, { status: 422 });
      }
      const core = field.startsWith('core.') ? { ...base.content, [field.slice('core.'.length)]: value } : base.content;
      const version = makeVersion(state.versions.length + 1, {
        content: core,
        origin: { kind: 'edited', field, basedOn: base.id },
        createdAt: new Date().toISOString(),
      });
      state.versions = [...state.versions.map((other) => ({ ...other, isActive: false })), version];
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
