import { cn } from '@/lib/cn';

/** A decorative spinning ring; pair it with text that says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-10 animate-spin rounded-full border-4 border-slate-200 border-t-indigo-600 motion-reduce:animate-none',
        className,
      )}
    />
  );
}
