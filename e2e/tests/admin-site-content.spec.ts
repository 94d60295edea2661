import { ADMIN_EMAIL, expect, saveSiteText, seriousA11yViolations, signIn, test } from '../fixtures';

// landing.pricing governs the pricing section: its switch reveals it; pricing.basic.price is changed and
// put back. (The texts the landing page always shows, such as landing.headline, are left alone:
// landing.spec.ts expects their built-in values.)
const KEY = 'landing.pricing';
const PRICING_HEADING = 'Simple, transparent pricing';

test('an admin creates and edits site texts, and the landing page follows', async ({ page, browser }) => {
  await signIn(page, ADMIN_EMAIL, 'Admin');
  // Hidden to begin with, also when an earlier run against this server left it shown.
  await saveSiteText(page, KEY, 'hide', 'Shows the pricing plans on the landing page');
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: PRICING_HEADING })).toHaveCount(0);

  await page.goto('/admin/site-content');
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Site content' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A new key (one no page reads), so the test can run again.
  const newKey = `e2e.note-${Date.now()}`;
  await main.getByRole('button', { name: 'Create New Entry' }).click();
  const create = page.getByRole('dialog', { name: 'Create Site Content' });
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await create.getByLabel('Key').fill(newKey);
  await create.getByLabel('Description').fill('A note of the browser tests');
  await create.getByLabel('Content').fill('Nothing shows this.');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const created = main.getByRole('row').filter({ has: page.getByRole('cell', { name: newKey, exact: true }) });
  await expect(created).toContainText('A note of the browser tests');

  // The key is unique: a second entry with it is refused on the Key field.
  await main.getByRole('button', { name: 'Create New Entry' }).click();
  const again = page.getByRole('dialog', { name: 'Create Site Content' });
  await again.getByLabel('Key').fill(KEY);
  await again.getByLabel('Content').fill('show');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText('An entry with this key already exists')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  const row = main.getByRole('row').filter({ has: page.getByRole('cell', { name: KEY, exact: true }) });
  const edit = page.getByRole('dialog', { name: 'Edit Site Content' });
  const switchName = `Show ${KEY} on the landing page`;
  await row.getByRole('button', { name: `Edit ${KEY}` }).click();
  await expect(edit.getByLabel('Key')).toHaveValue(KEY);
  await expect(edit.getByLabel('Key')).not.toBeEditable();
  // A section's key is switched, not typed.
  await edit.getByRole('switch', { name: switchName }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('switch', { name: switchName })).toBeChecked();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: PRICING_HEADING })).toBeVisible();

  // The plans' prices are site texts, listed from the first start with what they are for.
  const priceKey = 'pricing.basic.price';
  const price = main.getByRole('row').filter({ has: page.getByRole('cell', { name: priceKey, exact: true }) });
  await expect(price).toContainText('US dollars per month');
  for (const amount of ['59', '49']) {
    await price.getByRole('button', { name: `Edit ${priceKey}` }).click();
    await edit.getByLabel('Content').fill(amount);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await visitor.reload();
    await expect(visitor.getByRole('listitem').filter({ hasText: 'Choose Basic' })).toContainText(`$${amount}`);
  }

  // The row's switch saves at once.
  await row.getByRole('switch', { name: switchName }).click();
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText(
    `The landing page now hides the section of ${KEY}.`,
  );
  await expect(row.getByRole('switch', { name: switchName })).not.toBeChecked();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: PRICING_HEADING })).toHaveCount(0);
  await visitor.close();
});
