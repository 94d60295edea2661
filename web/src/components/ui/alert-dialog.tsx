import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DialogFooter, DialogHeader } from './dialog';
import { useReturnFocus } from './use-return-focus';

type ConfirmationDialogProps = {
  open: boolean;
  /** Cancel was pressed, or Escape. */
  onCancel: () => void;
  title: string;
  description: ReactNode;
  /** More content between the text and the buttons (e.g. a field that confirms). */
  body?: ReactNode;
  /** The cancelling button's label. */
  cancelLabel?: string;
  /** Where focus goes when it closes; by default, where it was when it opened. */
  returnFocusTo?: HTMLElement | null;
  /** An action is waiting for a call: Cancel and Escape do nothing meanwhile. */
  busy?: boolean;
  className?: string;
  /** The action buttons, after Cancel. An action that waits for a call closes the dialog (via `open`) when it is done. */
  children: ReactNode;
};

/**
 * A confirmation on Radix AlertDialog: role alertdialog, a title and a text, focus starting on
 * Cancel, Escape cancelling, a click outside doing nothing. It is opened by state, not by a Radix
 * trigger, so focus goes back to `returnFocusTo`, else to where it was when it opened (pass
 * `returnFocusTo` when that is a menu item, gone by then).
 */
export function ConfirmationDialog({
  open,
  onCancel,
  title,
  description,
  body,
  cancelLabel = 'Cancel',
  returnFocusTo,
  busy = false,
  className,
  children,
}: ConfirmationDialogProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) onCancel();
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialogPrimitive.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl',
            className,
          )}
          {...returnFocus}
        >
          <DialogHeader>
            <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-slate-600">{description}</AlertDialogPrimitive.Description>
          </DialogHeader>
          {body}
          <DialogFooter>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            {children}
          </DialogFooter>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
