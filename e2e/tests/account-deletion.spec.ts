import { ADMIN_EMAIL, expect, seriousA11yViolations, signIn, signInActiveUser, test } from '../fixtures';

test('a user deletes their account from the profile and is signed out everywhere', async ({ page, browser }) => {
  const email = await signInActiveUser(page, browser, 'Leaving User');
  const company = await page.request.post('/api/companies', {
    data: { name: 'Gone Tomorrow', industry: 'Retail', description: 'A company whose owner deletes their account.' },
  });
  expect(company.status()).toBe(201);
  // The same user in another browser.
  const phone = await browser.newPage();
  await signIn(phone, email, 'Leaving User');
  await phone.goto('/dashboard');
  await expect(phone.getByRole('main').getByText('Gone Tomorrow')).toBeVisible();

  await page.goto('/userprofile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('your companies, their interviews and generated content, and your sessions on every device');
  expect(await seriousA11yViolations(page, '[role="alertdialog"]')).toEqual([]);
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.click();

  await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Account deleted');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  // The other browser's session ended too.
  expect((await phone.request.get('/api/users/me')).status()).toBe(401);
  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await phone.close();

  // The admin no longer finds the account.
  const admin = await browser.newPage();
  await signIn(admin, ADMIN_EMAIL, 'Admin');
  const users = (await (await admin.request.get('/api/users')).json()) as { email: string }[];
  expect(users.map((user) => user.email)).not.toContain(email);
  await admin.close();
});

test('the confirmation can be cancelled, and the account stays', async ({ page, browser }) => {
  await signInActiveUser(page, browser, 'Staying User');
  await page.goto('/userprofile');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await page.keyboard.press('Escape');

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();
  expect((await page.request.get('/api/users/me')).status()).toBe(200);
});
