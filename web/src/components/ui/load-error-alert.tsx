import { Button } from '@/components/ui/button';

type LoadErrorAlertProps = {
  /** What failed, e.g. 'Failed to fetch users' (spec section 8: shown as 'Error: ' plus it). */
  message: string;
  /** The underlying cause (the server's message), shown smaller under it. */
  error?: unknown;
  onRetry?: () => void;
};

/** A list that could not be loaded: 'Error: <message>', the cause, and a way to try again. */
export function LoadErrorAlert({ message, error, onRetry }: LoadErrorAlertProps) {
  const cause = error instanceof Error && error.message !== message ? error.message : undefined;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-medium">{`Error: ${message || 'Unknown error'}`}</p>
      {cause && <p className="mt-1 break-words text-red-700">{cause}</p>}
      {onRetry && (
        <Button type="button" variant="outline" onClick={onRetry} className="mt-3">
          Try again
        </Button>
      )}
    </div>
  );
}
