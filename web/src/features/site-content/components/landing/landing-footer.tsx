import { Link } from 'react-router';

// Before launch every footer link leads to the waiting list (spec section 2).
const LINKS = ['Join the waiting list', 'Request early access', 'Hear when we launch'] as const;

/** The landing page's footer (hidden unless `landing.footer` is 'show'). */
export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-semibold text-slate-900">Pitchwise</p>
          <p className="mt-1 text-sm text-slate-600">Smart marketing built to convert.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-col gap-3 sm:flex-row sm:gap-6">
            {LINKS.map((label) => (
              <li key={label}>
                <Link
                  to="/waitlist"
                  className="text-sm font-medium text-slate-700 underline-offset-4 hover:text-indigo-700 hover:underline"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-slate-600">© {new Date().getFullYear()} Pitchwise</p>
      </div>
    </footer>
  );
}
