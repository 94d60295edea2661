import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, createCompany, expect, expectNoSideScroll, seriousA11yViolations, signIn, signInActiveUser, test } from '../fixtures';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test('the company switcher selects a company and opens its content; the choice survives a reload', async ({
  page,
  browser,
}) => {
  await signInActiveUser(page, browser, 'Grace Hopper');
  const olderId = await createCompany(page, 'Older Company');
  const newerId = await createCompany(page, 'Newer Company');

  await page.goto('/dashboard');

  // Nothing was selected: the first listed (the newest) is.
  const switcher = sidebar(page).getByRole('button', { name: 'Companies: Newer Company' });
  await expect(switcher).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Content' })).toHaveAttribute('href', `/content/${newerId}`);

  await switcher.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Companies', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitemradio', { name: 'Newer Company' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Older Company' }).click();

  await expect(page).toHaveURL(new RegExp(`/content/${olderId}$`));
  await expect(sidebar(page).getByRole('button', { name: 'Companies: Older Company' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Interview' })).toHaveAttribute(
    'href',
    `/interview/${olderId}/heuristics`,
  );

  await page.goto('/dashboard');
  await expect(sidebar(page).getByRole('button', { name: 'Companies: Older Company' })).toBeVisible();

  // COMPANY > Profile edits the selected company.
  await sidebar(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?companyId=${olderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Company Profile' })).toBeVisible();
  await expect(page.getByLabel('Company Name')).toHaveValue('Older Company');
});

test('Ctrl+B collapses the sidebar to icons with tooltips, and a reload keeps the choice', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/dashboard');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(256);

  await page.keyboard.press('Control+b');

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(48);
  // Collapsed, the page starts right after the 3rem column.
  await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(48);
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  // Kept for 7 days.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await sidebar(page).getByRole('link', { name: 'Users' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Users' })).toBeVisible();

  await page.reload();

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(48);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(256);
});

test('at 375 px the dashboard fits the screen and the menu button opens the sidebar as a sheet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();
  await page.screenshot({ path: 'test-results/app-shell-dashboard-375.png', fullPage: true });

  await expectNoSideScroll(page);
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();

  const sheet = page.getByRole('dialog', { name: 'Navigation' });
  await expect(sheet).toBeVisible();
  await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(288);
  await expect(sheet.getByRole('group', { name: 'ADMIN' })).toBeVisible();
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);

  await sheet.getByRole('link', { name: 'Profile' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(sheet).toBeHidden();
});

test('a user sees the COMPANY, CONTENT and SETTINGS groups but no ADMIN group; an admin sees it', async ({
  page,
  browser,
}) => {
  await signInActiveUser(page, browser, 'Linus User');
  await page.goto('/dashboard');

  for (const group of ['COMPANY', 'CONTENT', 'SETTINGS']) {
    await expect(sidebar(page).getByRole('group', { name: group })).toBeVisible();
  }
  await expect(sidebar(page).getByRole('group', { name: 'ADMIN' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
  // No company yet: the content links are there, announced as disabled.
  await expect(sidebar(page).getByRole('link', { name: 'Interview' })).toHaveAttribute('aria-disabled', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await page.context().clearCookies();
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/dashboard');

  const admin = sidebar(page).getByRole('group', { name: 'ADMIN' });
  await expect(admin.getByRole('link')).toHaveText(['Waiting List', 'Users', 'Site Content', 'Feedback Inbox']);
});

test('the app shell has no serious accessibility violations, expanded or collapsed', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/dashboard');
  await expect(sidebar(page).getByRole('button', { name: /^Companies: / })).toBeVisible();

  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
