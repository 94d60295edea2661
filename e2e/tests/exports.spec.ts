import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, expectNoSideScroll, interviewedCompany, seriousA11yViolations, signInActiveUser, test } from '../fixtures';
import { panel, tab, toasts, versionItem } from '../content-page';

// The objection sheet and a version's files (docs/frontend.md "Content"): the Objections tab,
// the server's Markdown and Word exports as plain download links (the header's and the history's),
// and the print view.

/** Clicks `link` and answers the download it starts. */
async function download(page: Page, link: Locator): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await link.click();
  return downloading;
}

test('generate, read the objection sheet, download the Word and Markdown files, open the print view', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInActiveUser(page, browser);
  const companyId = await interviewedCompany(page, 'Export Co');

  await page.goto(`/content/${companyId}`);
  await page.getByRole('button', { name: 'Generate Content' }).first().click();
  await expect(toasts(page)).toContainText('Content generated', { timeout: 60_000 });
  await expect(page.getByText(/^Version 1 · Written by /)).toBeVisible();

  // The sheet: 4 to 6 objections, each quoted, with the brand's response and the proof to gather.
  await tab(page, 'Objections').click();
  const sheet = panel(page, 'Objections');
  await expect(sheet.getByRole('list', { name: 'Objections' })).toBeVisible();
  const objections = sheet.locator('blockquote');
  await expect(objections.first()).not.toBeEmpty();
  expect(await objections.count()).toBeGreaterThanOrEqual(4);
  expect(await objections.count()).toBeLessThanOrEqual(6);
  await expect(sheet.getByText('Proof to gather:')).toHaveCount(await objections.count());
  await expect(sheet.getByRole('button', { name: 'Copy Response, item 1' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Copy all of the Objections' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The server's files of the version shown, named after the company and the version.
  const word = await download(page, page.getByRole('link', { name: 'Download Word' }));
  expect(word.suggestedFilename()).toMatch(/-v1\.docx$/);
  // A .docx is a zip archive.
  expect((await readFile(await word.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  const markdown = await download(page, page.getByRole('link', { name: 'Download Markdown' }));
  expect(markdown.suggestedFilename()).toMatch(/-v1\.md$/);
  const text = await readFile(await markdown.path(), 'utf8');
  expect(text).toMatch(/^#+ Objections\s*$/m);
  expect(text).toMatch(/^#+ Core Messaging\s*$/m);

  // The history's row offers the same files, named with its version.
  const fromHistory = await download(page, versionItem(page, 1).getByRole('link', { name: 'Download version 1 as Markdown' }));
  expect(fromHistory.suggestedFilename()).toBe(markdown.suggestedFilename());

  // The print view: the company, the version, every section; the toolbar is not printed.
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${companyId}/print\\?version=1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Export Co' })).toBeVisible();
  await expect(page.getByText(/^Content version 1 ·/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Objections' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Core Messaging', 'Website Content', 'Pitch Content', 'Objections']);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSideScroll(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Objections' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A version the company does not have is said to be missing, with the way back.
  await page.goto(`/content/${companyId}/print?version=9`);
  await expect(page.getByText('Version 9 does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to content' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${companyId}$`));
});
