const sizeClasses = {
  /** Inside a button or beside a line of text. */
  sm: 'size-4 border-2',
  /** Beside a 'Loading...' line in place of a section. */
  md: 'size-5 border-2',
  /** A whole page or dialog waiting. */
  lg: 'size-10 border-4',
} as const;

/**
 * A decorative spinning ring; pair it with text that says what is loading. Its looks are props,
 * not class overrides: the loading screen is part of every first page load, which tailwind-merge
 * stays out of (docs/performance.md).
 */
export function Spinner({ size = 'lg', onPrimary = false }: { size?: keyof typeof sizeClasses; onPrimary?: boolean }) {
  const colours = onPrimary ? 'border-indigo-300 border-t-white' : 'border-slate-200 border-t-indigo-600';
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full motion-reduce:animate-none ${sizeClasses[size]} ${colours}`}
    />
  );
}
