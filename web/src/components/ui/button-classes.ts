// A button's look, apart from button.tsx so that a link styled as a button needs no tailwind-merge:
// the landing page's links use these classes as they are (docs/performance.md). The three parts
// never set the same thing, so they are joined, not merged.

const baseClasses =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-wait aria-busy:opacity-50';

const variantClasses = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700',
  outline: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
} as const;

const sizeClasses = {
  md: 'px-4 py-2 text-sm',
  /** The landing page's call to action. */
  lg: 'px-6 py-3 text-base',
} as const;

export type ButtonVariant = keyof typeof variantClasses;

export function buttonClasses({
  variant = 'primary',
  size = 'md',
}: { variant?: ButtonVariant; size?: keyof typeof sizeClasses } = {}): string {
  return `${baseClasses} ${sizeClasses[size]} ${variantClasses[variant]}`;
}
