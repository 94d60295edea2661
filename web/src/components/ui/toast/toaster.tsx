import { Toast } from 'radix-ui';
import { CloseIcon } from '@/components/ui/close-icon';
import { cn } from '@/lib/cn';
import { dismissToast, useToast, type ToastVariant } from './use-toast';

const TOAST_DURATION_MS = 5000;

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/** Renders the toast queue; the app mounts it once, through LazyToaster. */
export function Toaster() {
  const { toasts } = useToast();

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cn(
            'toast group relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notification"
        // Bottom centre, over the page's main column: the right holds side panels such as the
        // interview's preview, which a 'Section saved' would cover just as it changes.
        className="fixed bottom-0 left-1/2 z-50 flex max-h-screen w-full -translate-x-1/2 flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
