// The selected company (spec section 3, "Company selection"): one company
// object kept in localStorage under `company-store`, shared by every component
// that reads it and by other tabs (the `storage` event).
import { useSyncExternalStore } from 'react';
import type { Company } from './types';

export const COMPANY_STORE_KEY = 'company-store';

const listeners = new Set<() => void>();

// useSyncExternalStore needs the same object back while nothing changed, so
// the parsed company is cached against the raw text it came from.
let cachedText: string | null = null;
let cachedCompany: Company | null = null;

function readText(): string | null {
  try {
    return window.localStorage.getItem(COMPANY_STORE_KEY);
  } catch {
    // Storage can be disabled (privacy settings); then nothing is selected.
    return null;
  }
}

function parseCompany(text: string | null): Company | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    // Anything without a numeric id is not a company we wrote: treat as no selection.
    return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number'
      ? (value as Company)
      : null;
  } catch {
    return null;
  }
}

/** The selected company right now (also usable outside React, e.g. in mutations). */
export function getSelectedCompany(): Company | null {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cachedCompany = parseCompany(text);
  }
  return cachedCompany;
}

function notify() {
  for (const listener of listeners) listener();
}

export function selectCompany(company: Company): void {
  try {
    window.localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(company));
  } catch {
    // Storage unavailable: the selection cannot be kept.
  }
  notify();
}

export function clearSelectedCompany(): void {
  try {
    window.localStorage.removeItem(COMPANY_STORE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
  notify();
}

function onStorage(event: StorageEvent) {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === COMPANY_STORE_KEY || event.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export type SelectedCompanyState = {
  selectedCompany: Company | null;
  selectCompany: (company: Company) => void;
  clearSelectedCompany: () => void;
};

/** The selected company; every component using it re-renders when it changes. */
export function useSelectedCompany(): SelectedCompanyState {
  const selectedCompany = useSyncExternalStore(subscribe, getSelectedCompany, () => null);
  return { selectedCompany, selectCompany, clearSelectedCompany };
}
