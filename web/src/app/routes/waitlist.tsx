import { Link } from 'react-router';
import { BackToHomeLink } from '@/components/back-to-home-link';
import { DocumentTitle } from '@/components/document-title';
import { Card } from '@/components/ui/card';
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form';

export function WaitlistRoute() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <DocumentTitle title="Join Waiting List" />
      <BackToHomeLink />

      <Card className="mt-6 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Join Waiting List</h1>
        <p className="mt-2 text-slate-600">
          Be among the first to turn what you know about your customers into marketing that converts.
        </p>
        <div className="mt-6">
          <WaitlistForm />
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">
          We&apos;ll notify you as soon as registration opens. No spam, ever.
        </p>
      </Card>

      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
          Already have an account? Log in
        </Link>
      </p>
    </div>
  );
}
