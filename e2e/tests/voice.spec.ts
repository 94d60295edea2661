import {
  expect,
  expectNoSideScroll,
  interviewedCompany,
  seriousA11yViolations,
  signInActiveUser,
  test,
} from '../fixtures';

// The Voice panel of the profile page (docs/content.md "Style guide"): the guide is saved, every
// new version is written in it and shows it.

test('set a tone and a word to avoid, generate, see the voice on the version', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInActiveUser(page, browser);
  const companyId = await interviewedCompany(page, 'Voice Co');

  await page.goto(`/profile?companyId=${companyId}`);
  const voice = page.getByRole('form', { name: 'Voice' });
  await voice.getByLabel('Tone').fill('warm, plain-spoken');
  await voice.getByLabel('Words to avoid').fill('spreadsheets');
  await voice.getByRole('button', { name: 'Add a Preferred Term' }).click();
  await voice.getByLabel('Term 1: use').fill('buyers');
  await voice.getByLabel('Term 1: instead of').fill('category managers');
  await voice.getByRole('button', { name: 'Suggest from Interview' }).click();
  await expect(voice.getByText('Suggestions: add the ones that fit')).toBeVisible();
  expect(await seriousA11yViolations(page, 'form[aria-labelledby="voice-heading"]')).toEqual([]);
  await voice.getByRole('button', { name: 'Save Voice' }).click();
  await expect(page.getByText('Voice saved', { exact: true })).toBeVisible();

  // Another language is refused by the built-in writer before anything is spent: the panel says so.
  await voice.getByRole('combobox', { name: 'Content language' }).click();
  await page.getByRole('option', { name: 'French (Français)' }).click();
  await expect(voice.getByRole('note')).toContainText('The built-in writer writes English only.');
  await voice.getByRole('combobox', { name: 'Content language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(voice.getByRole('note')).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/content/${companyId}`);
  await page.getByRole('button', { name: 'Generate Content' }).first().click();
  await expect(page.getByText('Voice: Warm, plain-spoken · Plain · We and you · English · avoids 1 word · 1 preferred term')).toBeVisible({
    timeout: 30_000,
  });

  // No text of the version says the avoided word or the replaced term.
  const active = (await (await page.request.get(`/api/content/active/${companyId}`)).json()) as { content: object };
  const website = (await (await page.request.get(`/api/content/assets/${companyId}/website`)).json()) as { content: object };
  const pitch = (await (await page.request.get(`/api/content/assets/${companyId}/pitch`)).json()) as { content: object };
  const copy = JSON.stringify([active.content, website.content, pitch.content]).toLowerCase();
  expect(copy).not.toContain('spreadsheets');
  expect(copy).not.toContain('category managers');
});
