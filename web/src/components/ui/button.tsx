import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses, type ButtonVariant } from './button-classes';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
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
      className={cn(buttonClasses({ variant }), className)}
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
