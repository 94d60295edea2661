import { NavLink, Outlet } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { cn } from '@/lib/cn';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { useAuth } from '@/features/auth/hooks/use-auth';

const links = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/profile', label: 'Profile' },
  { to: '/feedback', label: 'Feedback' },
];

const adminLinks = [
  { to: '/admin/waitinglist', label: 'Waiting List' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/site-content', label: 'Site Content' },
];

/** Minimal app shell (top bar and content); the sidebar shell replaces it later. */
export function AppLayout() {
  const { user } = useAuth();
  const visibleLinks = user?.role === 'admin' ? [...links, ...adminLinks] : links;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-900 shadow focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 px-4 py-2 sm:px-6">
          <BrandLink />
          <nav aria-label="Main">
            <ul className="flex flex-wrap gap-1">
              {visibleLinks.map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-2 text-sm font-medium',
                        isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100',
                      )
                    }
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto">
            <AccountMenu />
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
    </div>
  );
}
