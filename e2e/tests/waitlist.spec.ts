import { expect, test } from '../fixtures';

test('a visitor joins the waiting list once', async ({ page }) => {
  const email = `join-${Date.now()}@e2e.pitchwise.test`;
  await page.goto('/waitlist');

  const name = page.getByLabel('Name');
  const emailInput = page.getByLabel('Email');
  await name.fill('Grace Hopper');
  await emailInput.fill(email);
  await page.getByRole('button', { name: 'Join Waiting List' }).click();

  const toast = page.getByRole('region', { name: 'Notification' });
  await expect(toast).toContainText('Added to waiting list');
  await expect(toast).toContainText("Thank you for your interest! We'll notify you when registration opens.");
  await expect(name).toHaveValue('');
  await expect(emailInput).toHaveValue('');

  await name.fill('Grace Hopper');
  await emailInput.fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Join Waiting List' }).click();

  await expect(toast).toContainText('Waitlist failed');
  await expect(toast).toContainText('This email is already on our waiting list.');
  await expect(emailInput).toHaveValue(email.toUpperCase());
});
