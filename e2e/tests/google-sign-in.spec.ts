import { approveUser, expect, test } from '../fixtures';

// The whole OpenID Connect round trip in a real browser: the login page's Google button, the
// provider's account page (the local stand-in for Google), the callback, the guards.
test('a new user signs in with Google, waits on /comingsoon, and reaches /dashboard once approved', async ({
  page,
  browser,
}) => {
  const email = `grace.${Date.now()}@e2e.pitchwise.test`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to continue to Pitchwise' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/comingsoon$/);
  await expect(page.getByText('Thanks for your patience, your user will be approved soon.')).toBeVisible();

  // An admin approves the account, as the Users page does.
  await approveUser(browser, email);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
