import { expect, test } from '../fixtures';

test('a signed-out visit to /dashboard lands on /', async ({ page }) => {
  await page.goto('/dashboard');

  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Join Waiting List' })).toBeVisible();
});
