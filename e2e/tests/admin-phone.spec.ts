import type { Locator, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  expect,
  expectNoSideScroll,
  freshEmail,
  seriousA11yViolations,
  signIn,
  test,
} from '../fixtures';

// Issue 22, item 8: the admin tables on a phone, approving from the Waiting List, the landing
// sections' switches and the Site Content edit dialog's focus.
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Neither the page nor the table scrolls sideways, and each of `parts` (a row's name and buttons)
 * lies within the page's width: on screen without scrolling.
 */
async function expectOnScreen(page: Page, table: Locator, parts: Locator[]): Promise<void> {
  await expectNoSideScroll(page);
  const { scrollWidth, clientWidth } = await table.evaluate((region) => ({
    scrollWidth: region.scrollWidth,
    clientWidth: region.clientWidth,
  }));
  expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  for (const part of parts) {
    const box = await part.boundingBox();
    if (!box) throw new Error(`${part.toString()} is not shown`);
    expect(box.x, part.toString()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, part.toString()).toBeLessThanOrEqual(pageWidth);
  }
}

/** The axe scan of the page as it is (or of `include`), at the phone's width and at a desktop's. */
async function expectAccessibleAtBothWidths(page: Page, include?: string): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await seriousA11yViolations(page, include), `${size.width} px`).toEqual([]);
  }
}

test('on a 375 px screen each user shows as a card with its name and buttons', async ({ page, browser }) => {
  const email = freshEmail('phone.user');
  const person = await browser.newPage();
  await signIn(person, email, 'Phone User');
  await person.close();

  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/users');
  const table = page.getByRole('main').getByRole('region', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Waitlist');

  const username = row.getByRole('cell').nth(1);
  const buttons = [row.getByRole('button', { name: /^Edit/ }), row.getByRole('button', { name: /^Approve/ })];
  await expectOnScreen(page, table, [username, ...buttons]);
  await expectAccessibleAtBothWidths(page);
});

test('on a 375 px screen an entry whose person has an account is approved from the Waiting List', async ({
  page,
  browser,
}) => {
  const email = freshEmail('phone.entry');
  const joined = await page.request.post('/api/waitlist', { data: { name: 'Pat Phone', email } });
  expect(joined.status()).toBe(201);
  // Pat signs in before an invitation: an account on the waiting list.
  const person = await browser.newPage();
  await signIn(person, email, 'Pat Phone');
  await person.goto('/dashboard');
  await expect(person).toHaveURL(/\/comingsoon$/);

  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/waitinglist');
  const table = page.getByRole('main').getByRole('region', { name: 'Waiting list' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Has an account');
  await expect(row).toContainText('Awaiting approval');
  const approve = row.getByRole('button', { name: `Approve ${email}` });
  const remove = row.getByRole('button', { name: `Delete ${email}` });
  await expectOnScreen(page, table, [row.getByRole('cell', { name: email, exact: true }), approve, remove]);
  await expect(row.getByRole('button', { name: /^Invite/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await approve.click();
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText('User approved');
  await expect(approve).toHaveCount(0);
  await expect(row).toContainText('Active');
  await expect(remove).toBeFocused();
  await page.reload();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: /^(Approve|Invite)/ })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);

  await person.goto('/dashboard');
  await expect(person).toHaveURL(/\/dashboard$/);
  await person.close();
});

// landing.features governs the feature cards; no other test reads it from the real server.
const SECTION_KEY = 'landing.features';
const FEATURES_HEADING = 'From customer insight to copy that converts';

/** Hides the section of SECTION_KEY through the admin API, keeping its description. */
async function hideFeatures(page: Page): Promise<void> {
  const listed = await page.request.get('/api/site-content');
  const entries = (await listed.json()) as { key: string; description: string }[];
  const description = entries.find((entry) => entry.key === SECTION_KEY)?.description ?? '';
  const hidden = await page.request.put(`/api/site-content/${SECTION_KEY}`, {
    data: { description, content: 'hidden' },
  });
  expect(hidden.ok()).toBe(true);
}

test('on a 375 px screen a landing section is switched on and off, not typed', async ({ page, browser }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await hideFeatures(page);
  const visitor = await browser.newPage();

  await page.setViewportSize(PHONE);
  await page.goto('/admin/site-content');
  const table = page.getByRole('main').getByRole('region', { name: 'Site content' });
  const key = page.getByRole('cell', { name: SECTION_KEY, exact: true });
  const row = table.getByRole('row').filter({ has: key });
  const toggle = row.getByRole('switch', { name: `Show ${SECTION_KEY} on the landing page` });
  await expect(toggle).not.toBeChecked();
  await expectOnScreen(page, table, [key, toggle, row.getByRole('button', { name: `Edit ${SECTION_KEY}` })]);

  await toggle.click();
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText(
    `The landing page now shows the section of ${SECTION_KEY}.`,
  );
  await expect(toggle).toBeChecked();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: FEATURES_HEADING })).toBeVisible();

  await toggle.press('Space');
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText(
    `The landing page now hides the section of ${SECTION_KEY}.`,
  );
  await expect(toggle).not.toBeChecked();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: FEATURES_HEADING })).toHaveCount(0);
  await visitor.close();
});

test('the Edit Site Content dialog opens on the Description, and the site content pages pass axe at 375 and 1280 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/site-content');
  const table = page.getByRole('main').getByRole('region', { name: 'Site content' });
  await expect(table.getByRole('cell', { name: SECTION_KEY, exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const edit = page.getByRole('dialog', { name: 'Edit Site Content' });
  for (const [key, control] of [
    ['landing.headline', (dialog: Locator) => dialog.getByLabel('Content')],
    [SECTION_KEY, (dialog: Locator) => dialog.getByRole('switch', { name: `Show ${SECTION_KEY} on the landing page` })],
  ] as const) {
    await page.setViewportSize(PHONE);
    await table.getByRole('button', { name: `Edit ${key}`, exact: true }).click();
    await expect(edit.getByLabel('Key')).toHaveValue(key);
    // The read-only key is skipped: the first field that can change has the focus.
    await expect(edit.getByLabel('Description')).toBeFocused();
    await expect(control(edit)).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessibleAtBothWidths(page, '[role="dialog"]');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  }
});
