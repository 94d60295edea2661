import { useSyncExternalStore, type ReactNode } from 'react';

// Spec section 9: one toast at a time; a dismissed toast is kept (closed) this long before removal.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

// A tiny module-level store, so `toast()` works outside React (e.g. in mutation callbacks).
let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => {
    listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id?: string) {
  for (const item of toasts) {
    if (id === undefined || item.id === id) {
      setTimeout(() => {
        setToasts(toasts.filter((other) => other.id !== item.id));
      }, TOAST_REMOVE_DELAY);
    }
  }
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast; the newest replaces the one on screen. */
export function toast(input: ToastInput) {
  nextId += 1;
  const id = String(nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => { dismissToast(id); } };
}

/** A failed action: a destructive toast titled `title`, with the error's message (the server's reason). */
export function toastFailure(title: string, error: Error) {
  return toast({ variant: 'destructive', title, description: error.message || 'Please try again.' });
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
