import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/close-icon';
import { cn } from '@/lib/cn';

// A modal dialog on Radix: focus moves in and is trapped, Escape and the overlay close it,
// focus returns to the trigger, and the title names it for screen readers.

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The centred panel over a dimmed page. Put a DialogTitle inside, and a DialogDescription
 * (or pass aria-describedby={undefined} when there is none). `closable={false}` leaves out the
 * corner's ×, for a dialog the user cannot close (a wait).
 */
export function DialogContent({
  className,
  children,
  closable = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closable?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl',
          className,
        )}
        {...props}
      >
        {children}
        {closable && <DialogCornerClose />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The × in a dialog's (or a sheet's) top right corner. */
export function DialogCornerClose() {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className="absolute right-3 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
    >
      <CloseIcon />
    </DialogPrimitive.Close>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('space-y-1.5 pr-6', className)} {...props} />;
}

/** The action row: buttons stacked on narrow screens, right-aligned in a row otherwise. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

/**
 * A dialog form's action row: Cancel (closes the dialog) and the submit button, which reads
 * 'Saving...' and is busy while `saving`.
 */
export function DialogFormActions({ saving, submitLabel = 'Save' }: { saving: boolean; submitLabel?: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" busy={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** A form's error that belongs to no field (e.g. a refusal from the server), announced; nothing without one. */
export function DialogFormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}
