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
