import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';

export function NotFoundRoute() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <DocumentTitle title="404 Page Not Found" />
      <Card className="w-full max-w-md text-center">
        <IconBadge>
          <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="M21 21l-4.35-4.35M8.5 11h5" strokeLinecap="round" />
          </svg>
        </IconBadge>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">
          The page you are looking for does not exist or has moved. Check the address, or start again from the home
          page.
        </p>
        <Button asChild className="mt-8">
          <Link to="/">Go back home</Link>
        </Button>
      </Card>
    </div>
  );
}
