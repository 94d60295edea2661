import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * A page's company could not be shown: 'Company not found.' (a 404, or an id that is not one) or
 * a failed load, with the way back to the dashboard.
 */
export function CompanyLoadError({ notFound }: { notFound: boolean }) {
  return (
    <div role="alert" className="space-y-4">
      <p className="text-slate-800">
        {notFound ? 'Company not found.' : 'The company could not be loaded. Please try again.'}
      </p>
      <Button asChild variant="outline">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/** A company page (interview, content) whose company cannot be shown: the error in a card, the tab titled `title`. */
export function CompanyUnavailable({ title, notFound }: { title: string; notFound: boolean }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <DocumentTitle title={title} />
      <Card className="p-5 sm:p-8">
        <CompanyLoadError notFound={notFound} />
      </Card>
    </div>
  );
}
