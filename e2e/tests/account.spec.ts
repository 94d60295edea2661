import { ADMIN_EMAIL, expect, seriousA11yViolations, signIn, signInActiveUser, test } from '../fixtures';

test("the user profile shows the user's details, the account menu their credits", async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin Person');

  await page.goto('/userprofile');

  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
  await page.getByRole('button', { name: 'Admin' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('My Account')).toBeVisible();
  await expect(menu.getByText('Credits: 10')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'User Profile' })).toBeVisible();
  expect(await seriousA11yViolations(page, '[role="menu"]')).toEqual([]);

  // While the menu is open Radix hides the rest from assistive technology; check the page closed.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the user profile shows the display name beside the username', async ({ page, browser }) => {
  const email = await signInActiveUser(page, browser, 'Grace Hopper');
  const me = (await (await page.request.get('/api/users/me')).json()) as { username: string };

  await page.goto('/userprofile');

  /** The value shown for `term` in the details list. */
  const detail = (term: string) =>
    page.getByRole('main').locator('dl > div').filter({ has: page.getByText(term, { exact: true }) }).locator('dd');
  await expect(detail('Name')).toHaveText(me.username);
  await expect(detail('Display name')).toHaveText('Grace Hopper');
  await expect(detail('Email')).toHaveText(email);
});

test('logging out from the account menu goes home and says so', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin Person');
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('the coming-soon page lets a waitlisted user log out', async ({ page }) => {
  await signIn(page, `patient.${Date.now()}@e2e.pitchwise.test`);
  await page.goto('/comingsoon');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('a verification link without its token says so', async ({ page }) => {
  await signIn(page, `verify.${Date.now()}@e2e.pitchwise.test`);

  await page.goto('/verify-email');

  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(
    page.getByText('Verification token is missing. Please check your email link and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Registration' })).toHaveAttribute('href', '/waitlist');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a used or unknown verification link shows the server’s reason', async ({ page }) => {
  await signIn(page, `verify.bad.${Date.now()}@e2e.pitchwise.test`);

  await page.goto('/verify-email?token=not-a-real-token');

  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('This verification link is invalid, already used or expired.')).toBeVisible();
});
