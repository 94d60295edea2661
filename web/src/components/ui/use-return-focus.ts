import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened by state rather than by a Radix trigger (Radix alone
 * returns focus only to its trigger): when it closes, focus goes to `returnFocusTo` as it was when
 * the dialog opened, else to what had focus then. Spread them on the dialog's content.
 */
export function useReturnFocus(returnFocusTo?: HTMLElement | null) {
  const target = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Focus has not moved in yet: document.activeElement is what had it.
      target.current = returnFocusTo ?? document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (target.current instanceof HTMLElement) target.current.focus();
    },
  };
}
