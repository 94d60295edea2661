import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, signInActiveUser, test } from '../fixtures';

// Dates on the cards are the viewer's local dates; pin the zone so the expected text is known.
test.use({ timezoneId: 'UTC' });

type Company = { id: number; name: string; createdAt: string };

async function createCompany(page: Page, name: string): Promise<Company> {
  const response = await page.request.post('/api/companies', {
    data: { name, industry: 'Retail', description: 'Shoes and boots for people who walk a lot.' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Company;
}

/** 'Jan 5, 2025' for the instant, in UTC (the zone the browser runs in here). */
function shortDate(instant: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(instant),
  );
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const toasts = (page: Page) => page.getByRole('region', { name: /Notification/ });

test('a company made from sample data opens its interview and shows on the dashboard with its date', async ({
  page,
  browser,
}) => {
  await signInActiveUser(page, browser, 'Ada Lovelace');
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Fill with Sample Data' }).click();
  await expect(page.getByLabel('Company Name')).toHaveValue('Northwind Analytics');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText('Technology');
  await expect(page.getByLabel('Instagram URL')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Create Company' }).click();

  await expect(page).toHaveURL(/\/interview\/\d+\/heuristics$/);
  const id = Number(/\/interview\/(\d+)\//.exec(page.url())?.[1]);

  const stored = (await (await page.request.get(`/api/companies/${id}`)).json()) as Company;
  expect(stored.name).toBe('Northwind Analytics');

  await page.goto('/dashboard');
  const northwind = card(page, 'Northwind Analytics');
  await expect(northwind).toBeVisible();
  await expect(northwind.getByText('Technology', { exact: true })).toBeVisible();
  await expect(northwind.locator('time')).toHaveText(shortDate(stored.createdAt));
  await expect(northwind.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  // Continue Interview stores the company as the current one and opens its first section.
  await northwind.getByRole('button', { name: 'Continue Interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/${id}/heuristics$`));
  const selection = await page.evaluate(() => localStorage.getItem('company-store'));
  expect(JSON.parse(selection ?? 'null')).toMatchObject({ id, name: 'Northwind Analytics' });
});

test('the profile form says what is wrong and keeps what was typed', async ({ page, browser }) => {
  await signInActiveUser(page, browser);
  await page.goto('/profile');

  await page.getByLabel('Company Name').fill('A');
  await page.getByLabel('Website URL').fill('acme example');
  await page.getByRole('button', { name: 'Create Company' }).click();

  await expect(page.getByText('Company name must be at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Please choose an industry.')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters.')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await expect(page.getByLabel('Website URL')).toHaveValue('acme example');
  await expect(page).toHaveURL(/\/profile$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a company is edited in the dialog', async ({ page, browser }) => {
  await signInActiveUser(page, browser);
  await createCompany(page, 'Trail Shoes');
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Actions for Trail Shoes' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Company' });
  await expect(dialog.getByLabel('Company Name')).toHaveValue('Trail Shoes');
  await expect(dialog.getByLabel('Company Name')).toBeFocused();

  await dialog.getByLabel('Company Name').fill('Trail & Road Shoes');
  await dialog.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Manufacturing' }).click();
  await dialog.getByLabel('Website URL').fill('https://trail.example');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toasts(page)).toContainText('Company updated');
  await expect(toasts(page)).toContainText('Company information has been successfully updated.');
  await expect(dialog).toBeHidden();
  const edited = card(page, 'Trail & Road Shoes');
  await expect(edited).toBeVisible();
  await expect(edited.getByText('Manufacturing', { exact: true })).toBeVisible();

  // Saved on the server, not just on screen.
  await page.reload();
  await expect(card(page, 'Trail & Road Shoes')).toBeVisible();
  // Focus went back to the menu button that opened the dialog; the page still takes clicks.
  await card(page, 'Trail & Road Shoes').getByRole('button', { name: 'Actions for Trail & Road Shoes' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
});

test('a company is deleted through the confirmation, which Cancel closes', async ({ page, browser }) => {
  await signInActiveUser(page, browser);
  await createCompany(page, 'Short Lived');
  await page.goto('/dashboard');

  const openConfirmation = async () => {
    await page.getByRole('button', { name: 'Actions for Short Lived' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    return page.getByRole('alertdialog', { name: 'Are you sure?' });
  };

  let confirmation = await openConfirmation();
  await expect(confirmation).toContainText(
    'This will permanently delete Short Lived and all associated data, including interview responses and generated content. This action cannot be undone.',
  );
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(card(page, 'Short Lived')).toBeVisible();

  confirmation = await openConfirmation();
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('Company deleted');
  await expect(toasts(page)).toContainText('The company has been successfully deleted.');
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No companies yet' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'No companies yet' })).toBeVisible();
});

test("Escape in the Edit and Delete dialogs returns focus to the card's menu button", async ({ page, browser }) => {
  await signInActiveUser(page, browser);
  await createCompany(page, 'Focus Keepers');
  await createCompany(page, 'Other Company');
  await page.goto('/dashboard');
  const menuButton = card(page, 'Focus Keepers').getByRole('button', { name: 'Actions for Focus Keepers' });

  for (const [item, dialog] of [
    ['Edit', page.getByRole('dialog', { name: 'Edit Company' })],
    ['Delete', page.getByRole('alertdialog', { name: 'Are you sure?' })],
  ] as const) {
    // By keyboard, as a keyboard user would: open the menu, choose the item, then leave with Escape.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menuItem = page.getByRole('menuitem', { name: item });
    await expect(page.getByRole('menu')).toBeVisible();
    while (!(await menuItem.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');

    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  }
  await expect(card(page, 'Focus Keepers')).toBeVisible();
});

test('a new user sees the empty state, and the dashboard and profile pass axe', async ({ page, browser }) => {
  await signInActiveUser(page, browser);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pitchwise' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No companies yet' })).toBeVisible();
  await expect(
    page.getByText('Create your first company profile to get started with the interview process.'),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Create Company Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await createCompany(page, 'Axe Checked');
  await page.goto('/dashboard');
  await expect(card(page, 'Axe Checked')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the dashboard grid shows one, two or three columns by width', async ({ page, browser }) => {
  await signInActiveUser(page, browser);
  for (const name of ['First Co', 'Second Co', 'Third Co']) await createCompany(page, name);

  const columns = async () => {
    const tops = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  };

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(3);
  expect(await columns()).toBe(1);

  await page.setViewportSize({ width: 1000, height: 900 });
  await expect.poll(columns).toBe(2);

  await page.setViewportSize({ width: 1400, height: 900 });
  await expect.poll(columns).toBe(3);
});
