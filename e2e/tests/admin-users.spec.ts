import { ADMIN_EMAIL, expect, seriousA11yViolations, signIn, test } from '../fixtures';

test('an admin approves a waitlisted user, who then reaches /dashboard', async ({ page, browser }) => {
  const email = `approve.${Date.now()}@e2e.pitchwise.test`;
  const waiting = await browser.newPage();
  await signIn(waiting, email, 'Waiting Person');
  await waiting.goto('/dashboard');
  await expect(waiting).toHaveURL(/\/comingsoon$/);

  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/users');
  const row = page.getByRole('main').getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Waitlist');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await row.getByRole('button', { name: /^Approve/ }).click();

  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(row).toContainText('Active');
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText('User approved');

  await waiting.goto('/dashboard');
  await expect(waiting).toHaveURL(/\/dashboard$/);
  await waiting.close();
});

test('an admin edits credits and status in the Edit User dialog and sees the row change', async ({ page, browser }) => {
  const email = `credits.${Date.now()}@e2e.pitchwise.test`;
  const other = await browser.newPage();
  await signIn(other, email, 'Credit Person');
  await other.close();

  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/users');
  const row = page.getByRole('main').getByRole('row').filter({ hasText: email });
  const credits = row.getByRole('cell').nth(6);
  await expect(credits).toHaveText('10');
  await row.getByRole('button', { name: /^Edit/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Credits')).toHaveValue('10');
  await expect(dialog.getByLabel('Status')).toHaveText('Waitlist');
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await dialog.getByLabel('Credits').fill('42');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  await expect(credits).toHaveText('42');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Active');
  await page.reload();
  await expect(credits).toHaveText('42');
});

test('credits below 0 are refused in the dialog', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/users');
  const row = page.getByRole('main').getByRole('row').filter({ hasText: ADMIN_EMAIL });
  // ADMIN_EMAILS makes this admin: marked, and only the configuration changes the role or status.
  await expect(row).toContainText('admin by configuration');
  await row.getByRole('button', { name: /^Edit/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Role')).toBeDisabled();
  await dialog.getByLabel('Credits').fill('-1');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog.getByText('Credits must be a whole number of 0 or more.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
