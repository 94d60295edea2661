import { ADMIN_EMAIL, expect, signIn, test } from '../fixtures';

test('a signed-out visit to /dashboard lands on /', async ({ page }) => {
  await page.goto('/dashboard');

  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Join Waiting List' })).toBeVisible();
});

test('a new user is held on /comingsoon while on the waitlist', async ({ page }) => {
  await signIn(page, 'waiting@e2e.pitchwise.test');

  await page.goto('/dashboard');

  await expect(page).toHaveURL(/\/comingsoon$/);
  await expect(page.getByText('Thanks for your patience, your user will be approved soon.')).toBeVisible();
});

test('an admin reaches the admin pages', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin');

  await page.goto('/admin/users');

  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
});
