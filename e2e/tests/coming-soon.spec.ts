import { approveUser, expect, freshEmail, signIn, signInActiveUser, test } from '../fixtures';

test('a waitlisted user on Coming Soon goes on to the dashboard once approved, without a reload', async ({
  page,
  browser,
}) => {
  const email = freshEmail('waiting');
  await signIn(page, email);
  await page.goto('/comingsoon');
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByText('Thanks for your patience, your user will be approved soon.')).toBeVisible();
  // A mark on this document: it is gone if the page reloads.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await approveUser(browser, email);
  // The user comes back to the tab: focus reads the status again (else the 30 s poll would).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pitchwise' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
});

test('an active user opening /comingsoon lands on /dashboard', async ({ page, browser }) => {
  await signInActiveUser(page, browser);

  await page.goto('/comingsoon');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pitchwise' })).toBeVisible();
});
