import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { DialogCornerClose } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

// A panel sliding in from the left edge, on Radix Dialog: modal, focus trapped and returned to the
// trigger, closed by Escape, the overlay or the corner button. Name it with a SheetTitle and
// give SheetContent its width.

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export function SheetContent({ className, children, ...props }: ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0" />
      <SheetPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex h-full flex-col bg-white shadow-xl transition-transform duration-200 ease-out motion-reduce:transition-none starting:-translate-x-full',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCornerClose />
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-base font-semibold text-slate-900', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}
