import { ADMIN_EMAIL, expect, saveSiteText, signIn, test } from '../fixtures';

test('the landing page leads to the waiting list and the sign-in', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Smart marketing built to convert' })).toBeVisible();
  await expect(page.getByText('AI-Powered Marketing Solution')).toBeVisible();
  // The hidden sections stay hidden until an admin shows them.
  await expect(page.getByRole('heading', { name: 'How It Works' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Join Waiting List' }).click();
  await expect(page).toHaveURL(/\/waitlist$/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("an admin's site text replaces the built-in one", async ({ page, browser }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin');
  const subheadline = 'Messaging built from what you know about your customers.';
  await saveSiteText(page, 'landing.subheadline', subheadline, 'Landing page text under the headline');

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByText(subheadline)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Smart marketing built to convert' })).toBeVisible();
  await visitor.close();
});
