import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { LineIcon } from '@/components/ui/line-icon';
import { CompanyList } from '@/features/companies/components/company-list';
import { useSiteTexts } from '@/features/site-content/hooks/use-site-texts';

/** Spec section 1: the three things the product does, under the company list. */
const FEATURES = [
  {
    title: 'Structured Interviews',
    text: 'A guided interview in four sections captures how your customers think, feel and decide, and the voice of your brand.',
    icon: 'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2m-6 9 2 2 4-4',
  },
  {
    title: 'AI-Powered Content',
    text: 'Turn your answers into content for your website, pitch decks and presentations, written for the customers you described.',
    icon: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z',
  },
  {
    title: 'Version Control',
    text: 'Every version of your core messaging is kept. When it changes, your website and pitch content stay in sync with it.',
    icon: 'M6 3v12M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9a9 9 0 0 1-9 9',
  },
] as const;

/** /dashboard: the welcome, the user's companies and the product's features (spec section 2). */
export function DashboardRoute() {
  const { text } = useSiteTexts();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      <DocumentTitle title="Dashboard" />
      <section aria-labelledby="welcome-heading">
        <h1 id="welcome-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {text('dashboard.welcome_title')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          {text('dashboard.welcome_text')}
        </p>
      </section>

      <section aria-labelledby="companies-heading" className="@container space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="companies-heading" className="text-xl font-semibold text-slate-900">
            Your Companies
          </h2>
          <Button asChild>
            <Link to="/profile">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                <path d="M10 4a.75.75 0 0 1 .75.75v4.5h4.5a.75.75 0 0 1 0 1.5h-4.5v4.5a.75.75 0 0 1-1.5 0v-4.5h-4.5a.75.75 0 0 1 0-1.5h4.5v-4.5A.75.75 0 0 1 10 4Z" />
              </svg>
              Add Company
            </Link>
          </Button>
        </div>
        <CompanyList />
      </section>

      <section aria-labelledby="features-heading" className="space-y-4">
        <h2 id="features-heading" className="text-xl font-semibold text-slate-900">
          What you can do
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600"
              >
                <LineIcon className="size-5">
                  <path d={feature.icon} />
                </LineIcon>
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
