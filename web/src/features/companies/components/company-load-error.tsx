import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

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
