import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// A confirmation on Radix AlertDialog: role alertdialog, focus starts on Cancel, Escape
// cancels, a click outside does not. The header and footer rows are the Dialog's. An action
// that waits for a call is a plain Button that closes the dialog (via `open`) when it is done.
// These dialogs are opened by state, not by a Radix trigger, so focus goes back to where it
// was when the dialog opened (Radix alone would only return it to a trigger).

export { DialogFooter as AlertDialogFooter, DialogHeader as AlertDialogHeader } from './dialog';

export const AlertDialog = AlertDialogPrimitive.Root;

/** The centred panel over a dimmed page; put an AlertDialogTitle and an AlertDialogDescription inside. */
export function AlertDialogContent({
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const returnFocusTo = useRef<Element | null>(null);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl',
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Focus has not moved in yet: this is what had it.
          returnFocusTo.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (returnFocusTo.current instanceof HTMLElement) returnFocusTo.current.focus();
        }}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}

/** Closes the dialog without doing anything and has the focus when it opens; use `asChild` with a Button. */
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;
