import { Outlet } from 'react-router';
import { BrandLink } from '@/components/brand-link';

/** Frame for the pages outside the app shell: landing, sign-in, waitlist, 404 ... */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLink />
        </div>
      </header>
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
