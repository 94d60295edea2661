import { Link } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';

export function LandingRoute() {
  return (
    <PagePlaceholder title="Smart marketing built to convert">
      <p>AI-driven, data-backed messaging, content and sales materials.</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/waitlist">Join Waiting List</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/login">Login</Link>
        </Button>
      </div>
    </PagePlaceholder>
  );
}
