import type { Page } from '@playwright/test';
import {
  createCompany,
  expect,
  expectNoSideScroll,
  mailedLink,
  questionsDocument,
  signInActiveUser,
  test,
} from '../fixtures';

// What a new user trips over on a phone: where each page opens, where focus is, what scrolls
// sideways, and the mailed link opened signed out.

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);
/** The text of the focused element when it is the page's main heading. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

for (const width of [320, 375]) {
  test(`at ${width} px each new page opens at its top with focus on its heading; Back returns to where it was`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 640 });
    await signInActiveUser(page, browser);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Fill with Sample Data' }).click();
    const create = page.getByRole('button', { name: 'Create Company' });
    await create.scrollIntoViewIfNeeded();
    expect(await scrollTop(page)).toBeGreaterThan(0);
    await create.click();

    await expect(page).toHaveURL(/\/interview\/\d+\/heuristics$/);
    await expect.poll(() => focusedHeading(page)).toBe('Northwind Analytics');
    expect(await scrollTop(page)).toBe(0);

    // Next opens the next section at its top too, with focus where the keyboard starts.
    const [mindset] = (await questionsDocument(page)).sections;
    for (const [index, question] of (mindset?.questions ?? []).entries()) {
      await page.getByLabel(`${index + 1}. ${question.label}`, { exact: true }).fill('An answer of my own.');
    }
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    const whereNextWas = await scrollTop(page);
    expect(whereNextWas).toBeGreaterThan(0);
    await next.click();
    await expect(page).toHaveURL(/\/hormones$/);
    await expect.poll(() => focusedHeading(page)).toBe('Northwind Analytics');
    expect(await scrollTop(page)).toBe(0);

    // Back is where the user was (give or take what the saved section now shows), not the top.
    await page.goBack();
    await expect(page).toHaveURL(/\/heuristics$/);
    await expect.poll(async () => Math.abs((await scrollTop(page)) - whereNextWas)).toBeLessThan(100);
  });

  test(`at ${width} px no page scrolls sideways with company names at their longest`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 700 });
    await signInActiveUser(page, browser);
    const longest = 'W'.repeat(100);
    const id = await createCompany(page, longest);
    await createCompany(page, `${'Long Name '.repeat(9)}Ltd.`);
    for (const path of ['/dashboard', `/interview/${id}/heuristics`, `/content/${id}`, '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideScroll(page);
    }
  });
}

test("the waiting list's mailed link verifies the email in a browser that is not signed in", async ({ page }) => {
  const email = `mailed-${Date.now()}@e2e.pitchwise.test`;
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/waitlist');
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Join Waiting List' }).click();
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Added to waiting list');

  const link = await mailedLink(email, 'http');
  expect(link).toContain('/verify-email?token=');
  await page.context().clearCookies();
  await page.goto(link);

  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The link is single use: opened again, signed out, it leads home as any guarded page does.
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
});

test('sample data fills every field, and replaces what the user wrote only once they say so', async ({
  page,
  browser,
}) => {
  await signInActiveUser(page, browser);
  await page.goto('/profile');
  const fill = page.getByRole('button', { name: 'Fill with Sample Data' });
  const name = page.getByLabel('Company Name');
  await fill.click();
  await expect(name).toHaveValue('Northwind Analytics');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await name.fill("Hartley's Bakery");
  await fill.click();
  const replace = page.getByRole('alertdialog', { name: 'Replace what you typed?' });
  await replace.getByRole('button', { name: 'Keep What I Typed' }).click();
  await expect(name).toHaveValue("Hartley's Bakery");
  await fill.click();
  await replace.getByRole('button', { name: 'Replace' }).click();
  await expect(name).not.toHaveValue("Hartley's Bakery");
  await expect(page.getByLabel('LinkedIn URL')).not.toHaveValue('https://www.linkedin.com/company/northwind-analytics');

  // The interview's sample answers ask the same before replacing an answer of the user's own.
  const id = await createCompany(page, 'Own Words Ltd');
  const document = await questionsDocument(page);
  const [mindset] = document.sections;
  const [sample] = document.samples;
  await page.goto(`/interview/${id}/heuristics`);
  const first = page.getByLabel(`1. ${mindset?.questions[0]?.label ?? ''}`, { exact: true });
  await first.fill('Our customers are night-shift nurses.');
  const pickSample = async () => {
    await page.getByRole('button', { name: 'Fill with Sample Data' }).click();
    await page.getByRole('menuitem', { name: sample?.label ?? '' }).click();
  };
  await pickSample();
  const replaceAnswers = page.getByRole('alertdialog', { name: 'Replace your answers?' });
  await replaceAnswers.getByRole('button', { name: 'Keep My Answers' }).click();
  await expect(first).toHaveValue('Our customers are night-shift nurses.');
  await pickSample();
  await replaceAnswers.getByRole('button', { name: 'Replace' }).click();
  await expect(first).toHaveValue(sample?.answers.heuristics?.[mindset?.questions[0]?.key ?? ''] ?? '');
});

test("at 375 px the phone's menu gives way to 'Unsaved Changes', and stays closed after 'Stay Here'", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signInActiveUser(page, browser);
  const id = await createCompany(page, 'Menu Test Co');
  const [mindset] = (await questionsDocument(page)).sections;
  await page.goto(`/interview/${id}/heuristics`);
  await page.getByLabel(`1. ${mindset?.questions[0]?.label ?? ''}`, { exact: true }).fill('Not saved yet.');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Navigation' });
  await sheet.getByRole('link', { name: 'Dashboard' }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
  await expect(unsaved).toBeVisible();
  await expect(sheet).toBeHidden();
  await unsaved.getByRole('button', { name: 'Stay Here' }).click();
  await expect(unsaved).toBeHidden();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/interview/${id}/heuristics$`));
});

test('at 1280 px a toast does not cover the interview preview', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInActiveUser(page, browser);
  const id = await createCompany(page, 'Toast Test Co');
  const document = await questionsDocument(page);
  await page.goto(`/interview/${id}/heuristics`);
  await page.getByRole('button', { name: 'Fill with Sample Data' }).click();
  await page.getByRole('menuitem', { name: document.samples[0]?.label ?? '' }).click();
  await page.getByRole('button', { name: 'Save Section' }).click();

  const toast = page.getByRole('region', { name: /Notification/ }).locator('li').filter({ hasText: 'Section saved' });
  await expect(toast).toBeVisible();
  const preview = page.getByRole('complementary', { name: 'Interview progress' });
  await expect(preview.getByText('Free preview', { exact: true })).toBeVisible();
  // Measured where it comes to rest, not mid-way through its entrance.
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const [toastBox, previewBox] = [await toast.boundingBox(), await preview.boundingBox()];
  if (!toastBox || !previewBox) throw new Error('the toast and the side panel are on screen');
  const overlapsSideways = toastBox.x < previewBox.x + previewBox.width && previewBox.x < toastBox.x + toastBox.width;
  const overlapsDown = toastBox.y < previewBox.y + previewBox.height && previewBox.y < toastBox.y + toastBox.height;
  expect(overlapsSideways && overlapsDown).toBe(false);
});

test('at 375 px the words: no welcome back for a first visit, an industry to choose, addresses without https://', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText(/welcome back/i)).toHaveCount(0);

  await signInActiveUser(page, browser);
  await page.goto('/profile');
  await page.getByLabel('Company Name').fill('Addresses Ltd');
  await page.getByLabel('Description').fill('We print labels for small food makers.');
  await page.getByLabel('Website URL').fill('addresses.example');
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByText('Please choose an industry.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Manufacturing' }).click();
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page).toHaveURL(/\/interview\/\d+\/heuristics$/);
  const companies = (await (await page.request.get('/api/companies')).json()) as { name: string; websiteUrl: string }[];
  expect(companies.find((company) => company.name === 'Addresses Ltd')?.websiteUrl).toBe('https://addresses.example');
});
