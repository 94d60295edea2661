import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  collectPageErrors,
  completeInterview,
  createCompany,
  expect,
  expectNoSideScroll,
  interviewedCompany,
  seriousA11yViolations,
  signInActiveUser,
  test,
  updateUserAsAdmin,
} from '../fixtures';
import { fieldText, history, menuCredits, panel, tab, toasts, versionItem } from '../content-page';

// Generated content (docs/content.md) on the interview's side panel and the content page
// (docs/frontend.md "Content"). The preview is always the built-in writer's; generations are the
// configured writer's (the built-in one unless LLM_BASE_URL is set), so their label is read from the API.

/** The header's line for the company's active version: 'Version 2 · Written by the built-in writer'. */
async function versionLine(page: Page, companyId: number): Promise<string> {
  const response = await page.request.get(`/api/content/active/${companyId}`);
  expect(response.ok()).toBe(true);
  const { versionNumber, writer } = (await response.json()) as { versionNumber: number; writer: string };
  return `Version ${versionNumber} · ${writer === 'built-in' ? 'Written by the built-in writer' : `Written by ${writer}`}`;
}

test('from the interview: preview, generate, two versions, activate the first, download Markdown', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInActiveUser(page, browser);
  const companyId = await createCompany(page, 'Content Co');
  await completeInterview(page, companyId, ['heuristics', 'hormones', 'history']);

  // The last section is answered on the page (the technology sample) and saved: the interview is complete.
  await page.goto(`/interview/${companyId}/heritage`);
  await expect(page.getByText('75% Complete', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Fill with Sample Data' }).click();
  await page.getByRole('menuitem', { name: 'Technology' }).click();
  await page.getByRole('button', { name: 'Save Section' }).click();
  await expect(page.getByText('100% Complete', { exact: true })).toBeVisible();
  expect(await menuCredits(page)).toBe('Credits: 10');

  // The free preview of the built-in writer; Regenerate asks for another.
  const side = page.getByRole('complementary', { name: 'Interview progress' });
  await expect(side.getByText('Free preview', { exact: true })).toBeVisible();
  await expect(side.getByText('Written by the built-in writer')).toBeVisible();
  await expect(side.getByRole('heading', { level: 3, name: '30-Second Pitch' })).toBeVisible();
  const regenerate = side.getByRole('button', { name: 'Regenerate' });
  await regenerate.click();
  await expect(regenerate).toBeEnabled();

  // Generate: the overlay, then the content page with version 1.
  await page.getByRole('region', { name: 'Ready to generate content' }).getByRole('button', { name: 'Generate Content' }).click();
  const overlay = page.getByRole('dialog', { name: 'Generating Your Content' });
  await expect(overlay).toBeVisible();
  // The stages the server streams, each ticked as it is written.
  await expect(overlay.getByRole('list', { name: 'Generation progress' }).getByRole('listitem')).toHaveText([
    /Reading your interview: done/,
    /Core messaging: done/,
    /Website copy: done/,
    /Pitches: done/,
    /Objection sheet: done/,
    /Saving the new version: done/,
  ]);
  await expect(page).toHaveURL(new RegExp(`/content/${companyId}$`), { timeout: 60_000 });
  await expect(toasts(page)).toContainText('Content generated');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Co' })).toBeVisible();
  await expect(page.getByText(await versionLine(page, companyId), { exact: true })).toBeVisible();
  expect(await menuCredits(page)).toBe('Credits: 9');

  // The tabs are filled (the objection sheet's in exports.spec.ts).
  const firstProblem = (await fieldText(page, 'Core Messaging', 'Problem Statement').textContent()) ?? '';
  expect(firstProblem.trim()).not.toBe('');
  await expect(fieldText(page, 'Core Messaging', 'Competitive Differentiation')).not.toBeEmpty();
  await tab(page, 'Website Content').click();
  const firstHeadline = (await fieldText(page, 'Website Content', 'Headline').textContent()) ?? '';
  expect(firstHeadline.trim()).not.toBe('');
  expect(await panel(page, 'Website Content').getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await tab(page, 'Pitch Content').click();
  // Each pitch's line: its words against the range, how long it takes to say, its reading grade.
  await expect(panel(page, 'Pitch Content').getByText(/^\d+ words · \d+–\d+ · about \d+ (min|s)\b.* · Grade \d+$/)).toHaveCount(3);
  expect(await panel(page, 'Pitch Content').getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await expect(tab(page, 'Pitch Deck, Video Scripts Soon')).toBeDisabled();
  // The content's tabs stay on one line at 1280 px (what comes soon, one compact tab, may go under them).
  await page.setViewportSize({ width: 1280, height: 800 });
  const tabTops = await page
    .getByRole('tab', { disabled: false })
    .evaluateAll((tabs) => tabs.map((element) => element.getBoundingClientRect().top));
  expect(tabTops).toHaveLength(4);
  expect(new Set(tabTops).size).toBe(1);

  // A second version: the credits drop again, and it is the active one.
  await page.getByRole('button', { name: 'Generate New Version' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(page.getByText(/^Version 2 · Written by /)).toBeVisible({ timeout: 60_000 });
  await expect(versionItem(page, 2).getByText('Active')).toBeVisible();
  expect(await menuCredits(page)).toBe('Credits: 8');

  // The two versions compared, text by text, the choice kept in the address.
  await history(page).getByRole('link', { name: 'Compare versions' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${companyId}/compare$`));
  await expect(page.getByText(/^\d+ of \d+ texts differ between Version 1 and Version 2\.$/)).toBeVisible();
  expect(await page.locator('main ins').count()).toBeGreaterThan(0);
  expect(await page.locator('main del').count()).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'From' }).click();
  await page.getByRole('option', { name: 'Version 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${companyId}/compare\\?from=2&to=2$`));
  await expect(page.getByText('0 of', { exact: false })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to Content' }).click();

  // Version 1 can be read without activating it.
  await tab(page, 'Core Messaging').click();
  await versionItem(page, 1).getByRole('button', { name: 'View version 1' }).click();
  await expect(page.getByText('You are viewing Version 1. It is not the active version.')).toBeVisible();
  await expect(fieldText(page, 'Core Messaging', 'Problem Statement')).toHaveText(firstProblem);
  await expect(versionItem(page, 2).getByText('Active')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Active Version' }).click();
  await expect(page.getByText(/^You are viewing/)).toBeHidden();

  // Activating the first brings its texts back.
  await versionItem(page, 1).getByRole('button', { name: 'Activate version 1' }).click();
  await expect(toasts(page)).toContainText('Version 1 is now active.');
  await expect(page.getByText(await versionLine(page, companyId), { exact: true })).toBeVisible();
  expect(await versionLine(page, companyId)).toMatch(/^Version 1 · /);
  await expect(versionItem(page, 1).getByText('Active')).toBeVisible();
  await tab(page, 'Core Messaging').click();
  await expect(fieldText(page, 'Core Messaging', 'Problem Statement')).toHaveText(firstProblem);
  await tab(page, 'Website Content').click();
  await expect(fieldText(page, 'Website Content', 'Headline')).toHaveText(firstHeadline);

  // The server's Markdown of the version shown, the active one.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Markdown' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('content-co-v1.md');
  const markdown = await readFile(await download.path(), 'utf8');
  expect(markdown).toMatch(/^#+ Content Co\s*$/m);
  expect(markdown).toContain(firstHeadline.trim());
  expect(markdown).toMatch(/^#+ 3-Minute Pitch\s*$/m);

  // The dashboard's card now leads to the content.
  await page.goto('/dashboard');
  await page.getByRole('article', { name: 'Content Co' }).getByRole('button', { name: 'View content' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${companyId}$`));
});

test('at 0 credits Generate New Version is disabled and says why', async ({ page, browser }) => {
  const email = await signInActiveUser(page, browser);
  const companyId = await interviewedCompany(page, 'Spent Co');
  await updateUserAsAdmin(browser, email, { credits: 1 });
  const generated = await page.request.post('/api/content/generate', { data: { companyId } });
  expect(generated.status()).toBe(201);
  expect(((await generated.json()) as { creditsRemaining: number }).creditsRemaining).toBe(0);

  await page.goto(`/content/${companyId}`);
  const generate = page.getByRole('button', { name: 'Generate New Version' });
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription('You have no credits left.');
  await expect(page.getByText('You have no credits left.')).toBeVisible();
  expect(await menuCredits(page)).toBe('Credits: 0');

  // The server agrees: a generation now is refused with its message, and nothing is spent.
  const refused = await page.request.post('/api/content/generate', { data: { companyId } });
  expect(refused.status()).toBe(402);
});

test('without content the page leads to the interview, with no failed request in the console', async ({ page, browser }) => {
  const consoleErrors = await collectPageErrors(page);
  await signInActiveUser(page, browser);
  const companyId = await createCompany(page, 'Fresh Co');
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Fresh Co' }).getByRole('button', { name: 'Continue Interview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View content' })).toBeHidden();
  await page.goto(`/content/${companyId}`);

  await expect(page.getByRole('heading', { level: 2, name: 'No content has been generated yet' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await expect(page.getByText('Your interview is 0% complete.', { exact: false })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Continue the interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/heuristics$`));
});

test('the content page: no serious axe violation on any tab, no sideways scroll at 375 px, copy and keyboard', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInActiveUser(page, browser);
  const companyId = await interviewedCompany(page, 'A Company With A Rather Long Name For A Small Screen');
  expect((await page.request.post('/api/content/generate', { data: { companyId } })).status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/content/${companyId}`);
  await expect(page.getByText(await versionLine(page, companyId), { exact: true })).toBeVisible();
  for (const name of ['Core Messaging', 'Website Content', 'Pitch Content', 'Objections']) {
    await tab(page, name).click();
    await expect(panel(page, name)).toBeVisible();
    await expectNoSideScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
  await page.screenshot({ path: 'test-results/content-375.png', fullPage: true });

  // Copy says so, then offers to copy again.
  await tab(page, 'Pitch Content').click();
  const copy = panel(page, 'Pitch Content').getByRole('button', { name: 'Copy 30-Second Pitch' });
  await copy.click();
  await expect(panel(page, 'Pitch Content').getByRole('button', { name: 'Copied 30-Second Pitch' })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).not.toBe('');
  await expect(copy).toBeVisible({ timeout: 5000 });

  // The tabs by keyboard: the arrows go round, past the two coming soon.
  await tab(page, 'Core Messaging').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Objections')).toBeFocused();
  await expect(tab(page, 'Objections')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Core Messaging')).toBeFocused();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect
    .poll(async () => (await history(page).boundingBox())?.y)
    .toBeLessThan((await panel(page, 'Core Messaging').boundingBox())?.y ?? 0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a text is edited in place: the headline, saved as the next version and named in the history', async ({ page, browser }) => {
  const email = await signInActiveUser(page, browser);
  const companyId = await interviewedCompany(page, 'Edited Co');
  expect((await page.request.post('/api/content/generate', { data: { companyId } })).status()).toBe(201);
  await updateUserAsAdmin(browser, email, { credits: 5 });

  await page.goto(`/content/${companyId}`);
  await tab(page, 'Website Content').click();
  await panel(page, 'Website Content').getByRole('button', { name: 'Edit Headline' }).click();
  const box = page.getByRole('textbox', { name: 'Edit Headline' });
  await expect(box).toBeFocused();
  await box.fill('Fresh shelves every Saturday');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(toasts(page)).toContainText('Version 2 holds your edit.');
  await expect(fieldText(page, 'Website Content', 'Headline')).toHaveText('Fresh shelves every Saturday');
  await expect(versionItem(page, 2).getByText('Edited Headline')).toBeVisible();
  await expect(versionItem(page, 2).getByText('Active')).toBeVisible();
  expect(await menuCredits(page)).toBe('Credits: 5');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
