import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form';

export function WaitlistRoute() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <DocumentTitle title="Join Waiting List" />
      <Button asChild variant="outline">
        <Link to="/">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12.5 15l-5-5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Back to Home
        </Link>
      </Button>

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
