import { ADMIN_EMAIL, expect, seriousA11yViolations, signIn, signInActiveUser, test } from '../fixtures';

test('a user sends feedback, lands on the dashboard, and the admin inbox shows it', async ({ page, browser }) => {
  const email = await signInActiveUser(page, browser, 'Feedback Person');

  await page.goto('/feedback');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(main.getByLabel('Type')).toHaveText('Improvement');
  await expect(main.getByLabel('Message')).toHaveAttribute('rows', '15');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByText('Please enter your feedback.')).toBeVisible();

  await main.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Share an Idea' }).click();
  const message = `A dark mode for late pitch reviews, please. (${Date.now()})`;
  await main.getByLabel('Message').fill(message);
  await main.getByRole('button', { name: 'Submit' }).click();

  const toast = page.getByRole('region', { name: 'Notification' });
  await expect(toast).toContainText('Feedback');
  await expect(toast).toContainText('Thank you for your feedback!');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Its own context: axe needs pages of contexts made with newContext().
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, 'Admin');
  await admin.goto('/admin/feedback');
  const item = admin.getByRole('main').getByRole('listitem').filter({ hasText: message });
  await expect(item).toContainText('Share an Idea');
  await expect(item).toContainText(email);
  expect(await seriousA11yViolations(admin)).toEqual([]);
  await adminContext.close();
});
