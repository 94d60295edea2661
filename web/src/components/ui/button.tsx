import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/cn';

const variantClasses = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700',
  outline: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
} as const;

type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variantClasses;
  /** Render the single child (e.g. a router Link) with button styling instead of a <button>. */
  asChild?: boolean;
  /**
   * Its action is under way: it looks and is announced as disabled (aria-disabled, aria-busy) and
   * takes no clicks or Enter, but keeps focus, which a disabled button would drop to the page's
   * top, losing a keyboard user's place.
   */
  busy?: boolean;
};

export function Button({ variant = 'primary', asChild = false, busy = false, className, onClick, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-wait aria-busy:opacity-50',
        variantClasses[variant],
        className,
      )}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? preventAction : onClick}
      {...props}
    />
  );
}

/** A busy button's click (or Enter, or a form's submit through it) does nothing. */
function preventAction(event: MouseEvent) {
  event.preventDefault();
}
