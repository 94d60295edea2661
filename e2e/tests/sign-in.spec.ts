import { expect, seriousA11yViolations, signIn, test } from '../fixtures';

test('a new user signs in through the local form and waits on /comingsoon', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

  const local = page.getByRole('region', { name: 'Local sign-in (development only)' });
  await local.getByLabel('Email').fill(`ada.${Date.now()}@e2e.pitchwise.test`);
  await local.getByLabel('Name').fill('Ada Lovelace');
  await local.getByRole('button', { name: 'Sign in locally' }).click();

  await expect(page).toHaveURL(/\/comingsoon$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByText('Thanks for your patience, your user will be approved soon.')).toBeVisible();
});

test('a failed sign-in says why', async ({ page }) => {
  await page.goto('/login?error=inactive');

  await expect(page.getByRole('alert')).toHaveText(
    'This account is inactive. Contact support if you think this is a mistake.',
  );
});

test('a signed-in visitor on /login goes on to the app', async ({ page }) => {
  await signIn(page, `back.${Date.now()}@e2e.pitchwise.test`);

  await page.goto('/login');

  await expect(page).toHaveURL(/\/comingsoon$/);
});

test('the login page, with an error and the local form, has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login?error=csrf');
  await expect(page.getByRole('button', { name: 'Sign in locally' })).toBeEnabled();

  expect(await seriousA11yViolations(page)).toEqual([]);
});
