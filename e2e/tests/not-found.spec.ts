import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/some/unknown/path');

  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found · Pitchwise');
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));

  expect(serious.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
});
