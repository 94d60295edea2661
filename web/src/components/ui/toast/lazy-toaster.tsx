import { useEffect, useState, type ComponentType } from 'react';
import { useToast } from './use-toast';

/**
 * The Toaster, loaded with Radix's toast when the first toast shows: most visits show none, so the
 * landing page does without it (docs/performance.md). A load that fails is logged and tried again
 * with the next toast.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType>();
  const needed = !Toaster && toasts.length > 0;

  useEffect(() => {
    if (!needed) return;
    import('./toaster').then(
      (module) => {
        setToaster(() => module.Toaster);
      },
      (error: unknown) => {
        console.error('Could not load the toasts.', error);
      },
    );
  }, [needed, toasts]);

  return Toaster ? <Toaster /> : null;
}
