import type { Browser, Page } from '@playwright/test';
import { field, fieldText, menuCredits, panel, tab, toasts, versionItem } from '../content-page';
import {
  expect,
  expectNoSideScroll,
  interviewedCompany,
  seriousA11yViolations,
  signInActiveUser,
  test,
} from '../fixtures';

// The content studio on the content page (docs/frontend.md "Content"): Regenerate a part, Show 3
// options, bring website and pitch in line after the core messaging changed. Against the configured
// writer (the built-in one unless LLM_BASE_URL is set).

type Texts = { core: Record<string, unknown>; website: Record<string, unknown>; pitch: Record<string, unknown> };

/** Every text of the company's active version, as the API answers them. */
async function activeTexts(page: Page, companyId: number): Promise<Texts> {
  const read = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { content: Record<string, unknown> }).content;
  };
  return {
    core: await read(`/api/content/active/${companyId}`),
    website: await read(`/api/content/assets/${companyId}/website`),
    pitch: await read(`/api/content/assets/${companyId}/pitch`),
  };
}

/** A signed-in user's company with a complete interview and one generated version (credits 10 → 9), its page open. */
async function generatedCompany(page: Page, browser: Browser, name: string): Promise<number> {
  await signInActiveUser(page, browser);
  const companyId = await interviewedCompany(page, name);
  expect((await page.request.post('/api/content/generate', { data: { companyId } })).status()).toBe(201);
  await page.goto(`/content/${companyId}`);
  await expect(page.getByText(/^Version 1 · /)).toBeVisible();
  return companyId;
}

const words = (text: string) => text.trim().split(/\s+/).length;

test('regenerates the 30-second pitch shorter: only that text changes, and the history says so', async ({ page, browser }) => {
  const companyId = await generatedCompany(page, browser, 'Shorter Pitch Co');
  const before = await activeTexts(page, companyId);
  const pitchBefore = String(before.pitch.pitch30sec);

  await tab(page, 'Pitch Content').click();
  const regenerate = field(page, 'Pitch Content', '30-Second Pitch').getByRole('button', { name: 'Regenerate 30-Second Pitch' });
  await regenerate.click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate 30-Second Pitch' });
  await expect(dialog.getByText('Uses 1 credit. Every other part stays as it is.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Shorter' }).click();
  await expect(dialog.getByRole('textbox', { name: 'What should change? (optional)' })).toHaveValue('shorter');
  await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();

  await expect(toasts(page)).toContainText('Regenerated 30-Second Pitch');
  await expect(dialog).toBeHidden();
  await expect(regenerate).toBeFocused();
  await expect(versionItem(page, 2).getByText('Regenerated 30-Second Pitch: “shorter” · 1 credit')).toBeVisible();
  await expect(versionItem(page, 2).getByText('Active')).toBeVisible();

  const after = await activeTexts(page, companyId);
  const pitchAfter = String(after.pitch.pitch30sec);
  expect(words(pitchAfter)).toBeLessThan(words(pitchBefore));
  await expect(fieldText(page, 'Pitch Content', '30-Second Pitch')).toHaveText(pitchAfter);
  // Every other text as it was.
  expect(after.core).toEqual(before.core);
  expect(after.website).toEqual(before.website);
  expect({ ...after.pitch, pitch30sec: null }).toEqual({ ...before.pitch, pitch30sec: null });
  await expect(fieldText(page, 'Pitch Content', '1-Minute Pitch')).toHaveText(String(before.pitch.pitch1min));
  expect(await menuCredits(page)).toBe('Credits: 8');
});

test('shows 3 options for the headline and puts option 2 in', async ({ page, browser }) => {
  // The writer may take a while to find wordings that say something new.
  test.setTimeout(120_000);
  await generatedCompany(page, browser, 'Three Headlines Co');
  await tab(page, 'Website Content').click();
  const trigger = field(page, 'Website Content', 'Headline').getByRole('button', { name: 'Show 3 options for Headline' });
  await trigger.click();

  const dialog = page.getByRole('dialog', { name: 'Options for Headline' });
  await expect(dialog.getByText("Uses 1 credit. Options you don't use are not kept.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Show 3 options' }).click();
  const options = dialog.getByRole('list', { name: 'Options for Headline' });
  // Three, or fewer when the built-in writer found no more wordings that say something new.
  await expect(options.getByRole('listitem').nth(1)).toBeVisible({ timeout: 60_000 });
  expect(await options.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const second = ((await options.getByRole('listitem').nth(1).getByRole('paragraph').textContent()) ?? '').trim();
  expect(second).not.toBe('');
  await dialog.getByRole('button', { name: 'Use option 2 for Headline' }).click();

  await expect(toasts(page)).toContainText('Headline updated');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(fieldText(page, 'Website Content', 'Headline')).toHaveText(second);
  await expect(versionItem(page, 2).getByText('Chose option 2 for Headline · 1 credit (for the options)')).toBeVisible();
  expect(await menuCredits(page)).toBe('Credits: 8');
});

test('after an edit of the core, the website says it was written from an earlier core, until Bring in line', async ({
  page,
  browser,
}) => {
  const companyId = await generatedCompany(page, browser, 'In Line Co');
  const problem = field(page, 'Core Messaging', 'Problem Statement');
  await problem.getByRole('button', { name: 'Edit Problem Statement' }).click();
  await page.getByRole('textbox', { name: 'Edit Problem Statement' }).fill(
    'Clinic managers lose a morning a week to rota gaps, and their patients wait while they chase cover by phone.',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Version 2 holds your edit.');

  await tab(page, 'Website Content').click();
  const website = panel(page, 'Website Content');
  await expect(website.getByText('Written from an earlier core messaging')).toBeVisible();
  await expect(website.getByText('The core messaging changed after this website copy was written.')).toBeVisible();
  await tab(page, 'Pitch Content').click();
  await expect(panel(page, 'Pitch Content').getByText('The core messaging changed after these pitches were written.')).toBeVisible();
  await tab(page, 'Website Content').click();
  await website.getByRole('button', { name: 'Bring in line' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bring website and pitches in line' });
  await expect(dialog.getByText('1 credit. The website copy and pitches are written again from the current core messaging.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Bring in line' }).click();

  await expect(toasts(page)).toContainText('Website and pitches brought in line');
  await expect(dialog).toBeHidden();
  await expect(website.getByText('Written from an earlier core messaging')).toBeHidden();
  await expect(website).toBeFocused();
  await expect(versionItem(page, 3).getByText('Brought in line with the core messaging · 1 credit')).toBeVisible();
  expect(await menuCredits(page)).toBe('Credits: 8');

  // An answer changed: a note beside Generate New Version says a new version would use it.
  const heritage = await page.request.get(`/api/interviews/${companyId}/heritage`);
  const record = (await heritage.json()) as { id: number; responses: Record<string, string> };
  const [firstKey = ''] = Object.keys(record.responses);
  const saved = await page.request.put(`/api/interviews/${record.id}`, {
    data: { responses: { ...record.responses, [firstKey]: `${record.responses[firstKey] ?? ''} Also on Saturdays.` }, completed: true },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(/^Your interview changed on .+\. A new version would use the new answers\.$/)).toBeVisible();
});

test('the studio at 320, 375 and 1280 px: no sideways scroll, dialogs that fit', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 720 });
  await generatedCompany(page, browser, 'A Company With A Rather Long Name For A Small Screen');
  const problem = field(page, 'Core Messaging', 'Problem Statement');
  await problem.getByRole('button', { name: 'Edit Problem Statement' }).click();
  await page.getByRole('textbox', { name: 'Edit Problem Statement' }).fill('Owners of small clinics lose hours every week to rota gaps and phone calls.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Version 2 holds your edit.');

  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const name of ['Objections', 'Core Messaging', 'Website Content', 'Pitch Content']) {
      await tab(page, name).click();
      await expect(panel(page, name)).toBeVisible();
      await expectNoSideScroll(page);
    }
    await page.screenshot({ path: `test-results/studio-pitch-${width}.png`, fullPage: true });
    await tab(page, 'Website Content').click();
    await page.screenshot({ path: `test-results/studio-website-${width}.png`, fullPage: true });

    for (const [button, dialogName] of [
      ['Regenerate Headline', 'Regenerate Headline'],
      ['Show 3 options for Headline', 'Options for Headline'],
      ['Bring in line', 'Bring website and pitches in line'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await expectNoSideScroll(page);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await page.screenshot({ path: `test-results/studio-${dialogName.replace(/\W+/g, '-').toLowerCase()}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});
