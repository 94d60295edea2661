import type { AuthStatus } from '@/lib/auth/auth-status';

export const CSRF_TOKEN = 'csrf-123';

/** GET /auth/csrf, for stubServer. */
export const csrfRoute = { 'GET /auth/csrf': () => Response.json({ csrfToken: CSRF_TOKEN }) };

/**
 * The CSRF and sign-out routes of a server where `auth` is signed in: POST /auth/signout answers
 * `answer()` (204 unless given) and, when that is a success, ends the session as the real one does.
 */
export function signOutRoutes(auth: AuthStatus, answer = () => new Response(null, { status: 204 })) {
  return {
    ...csrfRoute,
    'POST /auth/signout': () => {
      const response = answer();
      if (response.ok) Object.assign(auth, { isSignedIn: false, user: undefined });
      return response;
    },
  };
}
