import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The 'Back to Home' button of the sign-in and waitlist pages. */
export function BackToHomeLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12.5 15l-5-5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Back to Home
      </Link>
    </Button>
  );
}
