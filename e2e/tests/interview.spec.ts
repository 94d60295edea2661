import type { Browser, Locator, Page } from '@playwright/test';
import {
  createCompany,
  expect,
  expectNoSideScroll,
  questionsDocument,
  SECTIONS,
  seriousA11yViolations,
  signInActiveUser,
  test,
  type QuestionsDocument,
  type SectionKey,
} from '../fixtures';

// The interview page at /interview/{companyId}/{section} (docs/interviews.md, docs/frontend.md "Interview").

type InterviewRecord = { id: number; section: SectionKey; responses: Record<string, string>; completed: boolean };

function sectionOf(document: QuestionsDocument, key: SectionKey) {
  const section = document.sections.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`The questions document has no section ${key}.`);
  return section;
}

async function records(page: Page, companyId: number): Promise<InterviewRecord[]> {
  const response = await page.request.get(`/api/interviews?companyId=${companyId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as InterviewRecord[];
}

/** Saves a section's answers through the API, as another tab would. */
async function saveThroughApi(page: Page, companyId: number, section: SectionKey, responses: Record<string, string>) {
  const existing = (await records(page, companyId)).find((record) => record.section === section);
  const response = existing
    ? await page.request.put(`/api/interviews/${existing.id}`, { data: { responses } })
    : await page.request.post('/api/interviews', { data: { companyId, section, responses } });
  expect(response.ok()).toBe(true);
}

/** The answer boxes of a section, by their questions' labels ('1. What problem ...'). */
const answerBoxes = (page: Page, document: QuestionsDocument, key: SectionKey): Locator[] =>
  sectionOf(document, key).questions.map((question, index) =>
    page.getByLabel(`${index + 1}. ${question.label}`, { exact: true }),
  );

const sectionHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
const sectionCard = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Interview sections' }).getByRole('link', { name: new RegExp(title) });
const toasts = (page: Page) => page.getByRole('region', { name: /Notification/ });
/** The progress card's checklist entry of `label` ('Available' or 'At n%'). */
const unlocked = (page: Page, label: string) =>
  page.getByRole('list', { name: 'What your answers unlock' }).getByRole('listitem').filter({ hasText: label });

/** Signs a new approved user in and creates their company `name`: its id, and the questions document. */
async function newInterview(page: Page, browser: Browser, name: string) {
  await signInActiveUser(page, browser);
  const companyId = await createCompany(page, name);
  return { companyId, document: await questionsDocument(page) };
}

async function answerAll(page: Page, document: QuestionsDocument, key: SectionKey, text: string) {
  for (const box of answerBoxes(page, document, key)) await box.fill(text);
}

test('a whole interview: questions in order, Next through the four sections to the content page', async ({
  page,
  browser,
}) => {
  const { companyId, document } = await newInterview(page, browser, 'Interviewed Co');
  await page.goto(`/interview/${companyId}/heuristics`);

  await expect(page.getByRole('heading', { level: 1, name: 'Interviewed Co' })).toBeVisible();
  await expect(page.getByText('0% Complete', { exact: true })).toBeVisible();
  await expect(sectionCard(page, 'Customer Mindset')).toHaveAttribute('aria-current', 'page');

  // Each question opens once the one before it is answered.
  const [first, second, third, fourth] = answerBoxes(page, document, 'heuristics');
  await expect(first).toBeEnabled();
  for (const box of [second, third, fourth]) await expect(box).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Section' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await first?.fill('Store managers hear about empty shelves from angry customers.');
  await expect(second).toBeEnabled();
  await expect(third).toBeDisabled();
  await expect(page.getByText('9 words')).toBeVisible();
  // Clearing an answer closes every question after it, not only the next one.
  await second?.fill('An answer.');
  await third?.fill('An answer.');
  await first?.fill('');
  for (const box of [second, third, fourth]) await expect(box).toBeDisabled();
  await first?.fill('Store managers hear about empty shelves from angry customers.');
  await expect(fourth).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  for (const [index, { key, title }] of SECTIONS.entries()) {
    await expect(sectionHeading(page, title)).toBeVisible();
    await answerAll(page, document, key, `An answer about ${title}.`);
    await page.getByRole('button', { name: 'Next' }).click();
    if (index < SECTIONS.length - 1) {
      const next = SECTIONS[index + 1];
      await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/${next?.key}$`));
      const percent = (index + 1) * 25;
      await expect(page.getByText(`${percent}% Complete`, { exact: true })).toBeVisible();
      // The side panel's checklist says what is really there: the preview (with a 30-sec pitch) from
      // 25%, the content at 100%, the Pitch Deck not yet.
      await expect(unlocked(page, 'Free preview')).toContainText('Available');
      await expect(page.getByRole('heading', { level: 3, name: '30-Second Pitch' })).toBeVisible();
      await expect(unlocked(page, 'Your content')).toContainText('At 100%');
      await expect(unlocked(page, 'Pitch Deck')).toContainText('Coming soon');
      await expect(sectionCard(page, title)).toContainText('Completed');
      // The next section was created empty by Next: upcoming until it holds an answer.
      await expect(sectionCard(page, next?.title ?? '')).toContainText('Upcoming');
    }
  }

  await expect(page).toHaveURL(new RegExp(`/content/${companyId}$`));
  const saved = await records(page, companyId);
  expect(saved.map((record) => [record.section, record.completed])).toEqual(
    SECTIONS.map(({ key }) => [key, true]),
  );

  await page.goto(`/interview/${companyId}/heritage`);
  await expect(page.getByText('100% Complete', { exact: true })).toBeVisible();
  const ready = page.getByRole('region', { name: 'Ready to generate content' });
  await expect(ready).toBeVisible();
  await ready.getByRole('button', { name: 'Generate Content' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${companyId}$`));
});

test('Unsaved Changes: Stay Here, Continue Without Saving and Save and Continue', async ({ page, browser }) => {
  const { companyId, document } = await newInterview(page, browser, 'Careful Co');
  await page.goto(`/interview/${companyId}/heuristics`);
  const [first] = answerBoxes(page, document, 'heuristics');
  const dialog = page.getByRole('alertdialog', { name: 'Unsaved Changes' });

  await first?.fill('Not saved yet');
  await sectionCard(page, 'Emotional Drivers').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay Here' })).toBeFocused();
  expect(await seriousA11yViolations(page, '[role="alertdialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: 'Stay Here' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/heuristics$`));
  await expect(first).toHaveValue('Not saved yet');

  await sectionCard(page, 'Emotional Drivers').click();
  await dialog.getByRole('button', { name: 'Continue Without Saving' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/hormones$`));
  await expect(sectionHeading(page, 'Emotional Drivers')).toBeVisible();
  expect(await records(page, companyId)).toEqual([]);

  // Nothing typed, but Emotional Drivers is not complete: a card asks all the same (spec section 4).
  await sectionCard(page, 'Customer Mindset').click();
  await expect(dialog).toContainText('Emotional Drivers is not complete yet.');
  await dialog.getByRole('button', { name: 'Continue Without Saving' }).click();
  await expect(sectionHeading(page, 'Customer Mindset')).toBeVisible();
  await expect(first).toHaveValue('');
  await first?.fill('Saved on the way out');
  await sectionCard(page, 'Past Experiences').click();
  await dialog.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/history$`));
  const [heuristics] = await records(page, companyId);
  expect(heuristics?.section).toBe('heuristics');
  expect(heuristics?.completed).toBe(false);
  expect(Object.values(heuristics?.responses ?? {})).toContain('Saved on the way out');
  await expect(sectionCard(page, 'Customer Mindset')).toContainText('In progress');
});

test("'Generate Content' before the end points at the first incomplete section", async ({ page, browser }) => {
  const { companyId, document } = await newInterview(page, browser, 'Halfway Co');
  const allAnswered = (key: SectionKey) =>
    Object.fromEntries(sectionOf(document, key).questions.map((question) => [question.key, `About ${question.key}.`]));
  await saveThroughApi(page, companyId, 'heuristics', allAnswered('heuristics'));
  await saveThroughApi(page, companyId, 'history', allAnswered('history'));
  await page.goto(`/interview/${companyId}/history`);
  await expect(page.getByText('50% Complete', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Generate Content' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Interview Sections Incomplete' });
  await expect(dialog).toContainText('Emotional Drivers');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/history$`));

  await page.getByRole('button', { name: 'Generate Content' }).click();
  await dialog.getByRole('button', { name: 'Go to the next incomplete section' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/hormones$`));
  await expect(sectionHeading(page, 'Emotional Drivers')).toBeVisible();
});

test('sample data fills every answer; saved answers survive a reload', async ({ page, browser }) => {
  const { companyId, document } = await newInterview(page, browser, 'Sample Co');
  const healthcare = document.samples.find((sample) => sample.key === 'healthcare');
  await page.goto(`/interview/${companyId}/hormones`);

  await page.getByRole('button', { name: 'Fill with Sample Data' }).click();
  await page.getByRole('menuitem', { name: healthcare?.label ?? 'Healthcare' }).click();
  const boxes = answerBoxes(page, document, 'hormones');
  for (const [index, question] of sectionOf(document, 'hormones').questions.entries()) {
    const expected = healthcare?.answers.hormones?.[question.key] ?? '';
    expect(expected).not.toBe('');
    await expect(boxes[index] as Locator).toHaveValue(expected);
  }
  // Not saved until Save Section.
  expect(await records(page, companyId)).toEqual([]);

  await page.getByRole('button', { name: 'Save Section' }).click();
  await expect(toasts(page)).toContainText('Section saved');
  await page.reload();

  await expect(sectionHeading(page, 'Emotional Drivers')).toBeVisible();
  for (const [index, question] of sectionOf(document, 'hormones').questions.entries()) {
    await expect(boxes[index] as Locator).toHaveValue(healthcare?.answers.hormones?.[question.key] ?? '');
  }
  await expect(page.getByText('25% Complete', { exact: true })).toBeVisible();
});

test('a change made elsewhere shows up without a reload, and never over what the user typed', async ({
  page,
  browser,
}) => {
  const { companyId, document } = await newInterview(page, browser, 'Two Tabs Co');
  const [q1, q2, q3] = sectionOf(document, 'heuristics').questions;
  await saveThroughApi(page, companyId, 'heuristics', { [q1?.key ?? '']: 'First draft', [q2?.key ?? '']: 'Second draft' });
  await page.goto(`/interview/${companyId}/heuristics`);
  const [first, second, third] = answerBoxes(page, document, 'heuristics');
  await expect(first).toHaveValue('First draft');

  await third?.fill('Typed in this tab');
  // "Another tab" saves all three.
  await saveThroughApi(page, companyId, 'heuristics', {
    [q1?.key ?? '']: 'First, from the other tab',
    [q2?.key ?? '']: 'Second, from the other tab',
    [q3?.key ?? '']: 'Third, from the other tab',
  });

  // The list is read every 3 s.
  await expect(first).toHaveValue('First, from the other tab', { timeout: 8000 });
  await expect(second).toHaveValue('Second, from the other tab');
  await expect(third).toHaveValue('Typed in this tab');
});

test('at 375 px it is one column without sideways scroll; wide, the side panel is beside the form', async ({
  page,
  browser,
}) => {
  const { companyId, document } = await newInterview(page, browser, 'A Company With A Rather Long Name For A Small Screen');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/interview/${companyId}/heuristics`);
  await expect(sectionHeading(page, 'Customer Mindset')).toBeVisible();
  const [first] = answerBoxes(page, document, 'heuristics');
  await first?.fill('A long answer that wraps over several lines on a phone, so the box grows with it. '.repeat(4));
  await page.screenshot({ path: 'test-results/interview-375.png', fullPage: true });

  await expectNoSideScroll(page);
  const cards = await page.getByRole('navigation', { name: 'Interview sections' }).boundingBox();
  const form = await sectionHeading(page, 'Customer Mindset').boundingBox();
  const panel = await page.getByRole('complementary', { name: 'Interview progress' }).boundingBox();
  expect((cards?.y ?? 0) + (cards?.height ?? 0)).toBeLessThan(form?.y ?? 0);
  expect(panel?.y ?? 0).toBeGreaterThan(form?.y ?? 0);
  // The answer box grew instead of scrolling.
  expect(await first?.evaluate((box) => box.scrollHeight <= box.clientHeight)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  // Beside the form: to its right, starting above its heading.
  await expect
    .poll(async () => {
      const side = await page.getByRole('complementary', { name: 'Interview progress' }).boundingBox();
      const heading = await sectionHeading(page, 'Customer Mindset').boundingBox();
      return side && heading ? side.x > heading.x + heading.width / 2 && side.y < heading.y : false;
    })
    .toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

/** Presses `key` (Tab or Shift+Tab) until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('the interview works by keyboard alone', async ({ page, browser }) => {
  const { companyId, document } = await newInterview(page, browser, 'Keyboard Co');
  await page.goto(`/interview/${companyId}/heuristics`);
  const boxes = answerBoxes(page, document, 'heuristics');
  await expect(boxes[0] as Locator).toBeEnabled();

  await tabTo(page, boxes[0] as Locator);
  for (const [index, box] of boxes.entries()) {
    await expect(box).toBeFocused();
    await page.keyboard.type(`Answer ${index + 1}`);
    // The next question opened; Tab moves on to it.
    await page.keyboard.press('Tab');
  }
  // Previous is disabled on the first section, so Tab lands on Save Section.
  const save = page.getByRole('button', { name: 'Save Section' });
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Section saved');
  // Saving does not throw the keyboard user back to the top of the page.
  await expect(save).toBeFocused();

  await tabTo(page, sectionCard(page, 'Emotional Drivers'), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/hormones$`));
  await expect(sectionCard(page, 'Emotional Drivers')).toHaveAttribute('aria-current', 'page');
});

test('closing the tab or reloading with unsaved answers asks first; a failed save keeps the answers', async ({
  page,
  browser,
}) => {
  const { companyId, document } = await newInterview(page, browser, 'Unsaved Co');
  await page.goto(`/interview/${companyId}/heuristics`);
  const boxes = answerBoxes(page, document, 'heuristics');
  // Typed by hand: the browser asks before unloading only a page the user has interacted with.
  for (const [index, box] of boxes.entries()) {
    await box.click();
    await page.keyboard.type(`Typed answer ${index + 1}`);
  }

  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  // Dismissed: the tab stays with what was typed.
  expect(page.isClosed()).toBe(false);
  await expect(boxes[0] as Locator).toHaveValue('Typed answer 1');

  // The server fails the save: the message shows and every answer stays on screen.
  await page.route('**/api/interviews', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'Internal server error' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save Section' }).click();
  await expect(toasts(page)).toContainText('Error saving responses');
  for (const [index, box] of boxes.entries()) await expect(box).toHaveValue(`Typed answer ${index + 1}`);
  expect(await records(page, companyId)).toEqual([]);

  // Once the server is back, the same answers save.
  await page.unroute('**/api/interviews');
  await page.getByRole('button', { name: 'Save Section' }).click();
  await expect(toasts(page)).toContainText('Section saved');
  const [saved] = await records(page, companyId);
  expect(Object.values(saved?.responses ?? {})).toEqual(boxes.map((_, index) => `Typed answer ${index + 1}`));
});

test('an unknown section opens the first; a company that is not the user\'s is not found', async ({
  page,
  browser,
}) => {
  await signInActiveUser(page, browser);
  const companyId = await createCompany(page, 'Mine Co');

  await page.goto(`/interview/${companyId}/nonsense`);
  await expect(page).toHaveURL(new RegExp(`/interview/${companyId}/heuristics$`));
  await expect(sectionHeading(page, 'Customer Mindset')).toBeVisible();

  // Another user's company answers 404, like a missing one.
  const other = await browser.newContext({ baseURL: process.env.PITCHWISE_URL });
  const otherPage = await other.newPage();
  await signInActiveUser(otherPage, browser);
  const othersCompany = await createCompany(otherPage, 'Not Yours Co');
  await other.close();

  await page.goto(`/interview/${othersCompany}/heuristics`);
  await expect(page.getByText('Company not found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByText('Not Yours Co')).toHaveCount(0);
});
