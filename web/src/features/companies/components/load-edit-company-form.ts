import { loadOnce } from '@/lib/lazy-page';

/** The Edit dialog's form: a chunk of its own with the form libraries (docs/frontend.md). */
export const editCompanyForm = loadOnce(() => import('./edit-company-form'));

/** Starts loading the Edit dialog's form (when a card's menu opens), so it is there when chosen. */
export function preloadEditCompanyForm(): void {
  // A failure shows when Edit is chosen: the form loads again then, and says so if it cannot.
  editCompanyForm.load().catch(() => undefined);
}
