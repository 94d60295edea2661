import { ADMIN_EMAIL, expect, seriousA11yViolations, signIn, test } from '../fixtures';

// landing.pricing governs the pricing section: 'show' reveals it. (The texts the landing page always
// shows, such as landing.headline, are left alone: landing.spec.ts expects their built-in values.)
const KEY = 'landing.pricing';
const PRICING_HEADING = 'Simple, transparent pricing';

test('an admin creates and edits a site text, and the landing page follows', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: PRICING_HEADING })).toHaveCount(0);

  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/site-content');
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Site content' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Create New Entry' }).click();
  const create = page.getByRole('dialog', { name: 'Create Site Content' });
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await create.getByLabel('Key').fill(KEY);
  await create.getByLabel('Description').fill('Shows the pricing plans on the landing page');
  await create.getByLabel('Content').fill('show');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const row = main.getByRole('row').filter({ has: page.getByRole('cell', { name: KEY, exact: true }) });
  await expect(row).toContainText('Shows the pricing plans on the landing page');

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: PRICING_HEADING })).toBeVisible();

  // The key is unique: a second entry with it is refused on the Key field.
  await main.getByRole('button', { name: 'Create New Entry' }).click();
  const again = page.getByRole('dialog', { name: 'Create Site Content' });
  await again.getByLabel('Key').fill(KEY);
  await again.getByLabel('Content').fill('hide');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText('An entry with this key already exists')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Edit ${KEY}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Site Content' });
  await expect(edit.getByLabel('Key')).toHaveValue(KEY);
  await expect(edit.getByLabel('Key')).not.toBeEditable();
  await edit.getByLabel('Content').fill('hide');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('hide');

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: PRICING_HEADING })).toHaveCount(0);
  await visitor.close();
});
