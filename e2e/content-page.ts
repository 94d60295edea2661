import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The content page (docs/frontend.md "Content") as its browser tests find their way on it.

/** The credits in the account menu ('Credits: 9'); the menu is closed again. */
export async function menuCredits(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'E2E', exact: true }).click();
  const credits = page.getByRole('menu').getByText(/^Credits: \d+$/);
  const text = (await credits.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  return text;
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
export const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
export const toasts = (page: Page) => page.getByRole('region', { name: /Notification/ });
export const history = (page: Page) => page.getByRole('complementary', { name: 'Version History' });
export const versionItem = (page: Page, n: number) =>
  history(page).getByRole('listitem').filter({ has: page.getByText(`Version ${n}`, { exact: true }) });
/** A field: a group named by its heading ('Problem Statement') in the tab `tabName`. */
export const field = (page: Page, tabName: string, title: string) =>
  panel(page, tabName).getByRole('group', { name: title, exact: true });
/** The text of a field. */
export const fieldText = (page: Page, tabName: string, title: string) => field(page, tabName, title).getByRole('paragraph');
