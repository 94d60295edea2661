import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import type { AuthStatus } from '@/lib/auth/auth-status';
import type { User } from '@/lib/auth/user';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    credits: 10,
    status: 'active',
    role: 'user',
    cobaltId: '6f1c2b1e-8a7d-4d7e-9d55-2f0e1c3a9b10',
    ...overrides,
  };
}

/** Makes GET /isSignedIn answer with the given status (or hang, or fail). */
export function mockAuthStatus(answer: AuthStatus | 'pending' | Error) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url !== '/isSignedIn') return Promise.reject(new Error(`Unexpected request to ${url}`));
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(Response.json(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

/**
 * Renders the whole app at `path` in StrictMode, as main.tsx does (so effects run twice);
 * the current path is readable by test id "current-path".
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <CurrentPath />
          </>
        ),
        children: appRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
