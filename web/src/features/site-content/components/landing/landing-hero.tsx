import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useSiteTexts } from '../../hooks/use-site-texts';

const FACTORS = [
  { name: 'Heuristics', label: 'Customer Mindset', text: 'The shortcuts your customers use to decide.' },
  { name: 'Hormones', label: 'Emotional Drivers', text: 'The feelings behind every purchase.' },
  { name: 'History', label: 'Past Experiences', text: 'What they tried before and what let them down.' },
  { name: 'Heritage', label: 'Cultural Context', text: 'The norms of their industry, culture and generation.' },
] as const;

/** The top of the landing page: the Login link, badge, headline and the waiting-list button. */
export function LandingHero() {
  const { text } = useSiteTexts();

  return (
    <section aria-labelledby="landing-headline" className="bg-linear-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="flex justify-end pt-4">
          <nav aria-label="Account">
            <Link to="/login" className={buttonClasses({ variant: 'outline' })}>
              Login
            </Link>
          </nav>
        </header>

        <div className="grid items-center gap-12 pt-8 pb-16 sm:pt-12 lg:grid-cols-[1.2fr_1fr] lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm font-medium text-indigo-700">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                <path d="M10 1.5l1.9 5.1 5.1 1.9-5.1 1.9L10 15.5l-1.9-5.1L3 8.5l5.1-1.9L10 1.5zM16 13l.8 2.2L19 16l-2.2.8L16 19l-.8-2.2L13 16l2.2-.8L16 13z" />
              </svg>
              {text('landing.badge')}
            </p>
            <h1
              id="landing-headline"
              className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
            >
              {text('landing.headline')}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600">
              {text('landing.subheadline')}
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
              <Link to="/waitlist" className={buttonClasses({ size: 'lg' })}>
                {text('landing.cta')}
              </Link>
              <p className="text-sm text-slate-600">Registration opens soon. Be first in line.</p>
            </div>
          </div>

          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Built on Shira Abel’s Perception Formula</h2>
            <p className="mt-2 font-mono text-sm text-slate-700">Perception = f(Heuristics, Hormones, History, Heritage)</p>
            <ul className="mt-6 space-y-4">
              {FACTORS.map((factor, index) => (
                <li key={factor.name} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-sm font-semibold text-indigo-700"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-medium text-slate-900">
                      {factor.name} <span className="font-normal text-slate-600">· {factor.label}</span>
                    </p>
                    <p className="text-sm text-slate-600">{factor.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">
              A guided interview covers all four. Pitchwise writes from your answers.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
