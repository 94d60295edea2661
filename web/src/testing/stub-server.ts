import { vi } from 'vitest';
import type { AuthStatus } from '@/lib/auth/auth-status';

type Handler = (request: { body: unknown; params: Record<string, string> }) => Response | Promise<Response>;

/** The handler for `method url`: an exact route, else one whose `:name` segments match (their values are the params). */
function findHandler(routes: Record<string, Handler>, call: string) {
  const exact = routes[call];
  if (exact) return { handler: exact, params: {} };
  for (const [route, handler] of Object.entries(routes)) {
    const names: string[] = [];
    const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/?]+)';
    });
    const match = names.length > 0 ? new RegExp(`^${pattern}$`).exec(call) : null;
    if (match) return { handler, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * Stubs fetch with a tiny server: `routes` answer 'METHOD /path' (a handler per call, so each
 * call gets a fresh Response; `:name` segments, as in 'PUT /api/interviews/:id', match any value
 * and reach the handler as `params`); GET /isSignedIn answers `auth` (signed out unless given);
 * anything else rejects. Returns the fetch mock to inspect the calls.
 */
export function stubServer(routes: Record<string, Handler>, auth: AuthStatus = { isSignedIn: false }) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/isSignedIn') return Response.json(auth);
    const found = findHandler(routes, `${method} ${url}`);
    if (!found) throw new Error(`Unexpected request: ${method} ${url}`);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return found.handler({ body, params: found.params });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs `fetchMock` (from stubServer) was called with, in order. */
export function requestedUrls(fetchMock: ReturnType<typeof stubServer>): string[] {
  return fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
}
