/** The Edit dialog's form: a chunk of its own with the form libraries (docs/performance.md). */
export const loadEditCompanyForm = () => import('./edit-company-form');

/** Starts loading the Edit dialog's form (when a card's menu opens), so it is there when chosen. */
export function preloadEditCompanyForm(): void {
  // A failure shows when Edit is chosen: the lazy form loads again, and reports it then.
  loadEditCompanyForm().catch(() => undefined);
}
