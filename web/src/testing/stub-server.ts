import { vi } from 'vitest';
import type { AuthStatus } from '@/features/auth/api/get-auth-status';

type Handler = (request: { body: unknown }) => Response | Promise<Response>;

/**
 * Stubs fetch with a tiny server: `routes` answer 'METHOD /path' (a handler per call, so each
 * call gets a fresh Response); GET /isSignedIn answers `auth` (signed out unless given);
 * anything else rejects. Returns the fetch mock to inspect the calls.
 */
export function stubServer(routes: Record<string, Handler>, auth: AuthStatus = { isSignedIn: false }) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/isSignedIn') return Response.json(auth);
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${url}`);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
