import type { Locator, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  createCompany,
  expect,
  freshEmail,
  questionsDocument,
  seriousA11yViolations,
  signIn,
  signInActiveUser,
  test,
} from '../fixtures';

// Every route at a phone's and a laptop's width, as each role sees it, with every dialog opened
// once: no serious or critical axe violation anywhere.

const WIDTHS = [375, 1280] as const;

/** Opens `path`, waits for its main heading, and checks the page. */
async function expectAccessible(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await seriousA11yViolations(page), path).toEqual([]);
}

/** With `dialog` open (after `open`), checks the page; then closes it with Escape. */
async function expectAccessibleDialog(page: Page, dialog: Locator, open: () => Promise<void>): Promise<void> {
  await open();
  await expect(dialog).toBeVisible();
  expect(await seriousA11yViolations(page), `${page.url()} with a dialog open`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A company of the user's whose interview is complete and that has a version of content; its id. */
async function companyWithContent(page: Page, name: string): Promise<number> {
  const id = await createCompany(page, name);
  const document = await questionsDocument(page);
  const [sample] = document.samples;
  for (const section of document.sections) {
    const responses = sample?.answers[section.key] ?? {};
    const saved = await page.request.post('/api/interviews', { data: { companyId: id, section: section.key, responses } });
    expect(saved.status()).toBe(201);
  }
  expect((await page.request.post('/api/content/generate', { data: { companyId: id } })).status()).toBe(201);
  return id;
}

/**
 * The content studio's dialogs on the company's open content page: Regenerate, the options' first
 * step (no credit spent), and, after a core text is edited (through the API), Bring in line.
 */
async function expectContentStudioAccessible(page: Page, companyId: number): Promise<void> {
  await expectAccessibleDialog(page, page.getByRole('dialog', { name: 'Regenerate Problem Statement' }), async () => {
    await page.getByRole('button', { name: 'Regenerate Problem Statement' }).click();
  });
  const active = (await (await page.request.get(`/api/content/active/${companyId}`)).json()) as { id: number };
  const edited = await page.request.post(`/api/content/versions/${active.id}/edit`, {
    data: { field: 'core.problemStatement', value: 'Bakers throw away a tenth of what they bake on quiet days.' },
  });
  expect(edited.status()).toBe(201);
  await page.reload();
  await page.getByRole('tab', { name: 'Website Content', exact: true }).click();
  await expect(page.getByText('Written from an earlier core messaging')).toBeVisible();
  expect(await seriousA11yViolations(page), 'the website tab out of line').toEqual([]);
  await expectAccessibleDialog(page, page.getByRole('dialog', { name: 'Options for Headline' }), async () => {
    await page.getByRole('button', { name: 'Show 3 options for Headline' }).click();
  });
  await expectAccessibleDialog(page, page.getByRole('dialog', { name: 'Bring website and pitches in line' }), async () => {
    await page.getByRole('button', { name: 'Bring in line' }).click();
  });
}

async function signInWaitlisted(page: Page): Promise<void> {
  await signIn(page, freshEmail('waiting'));
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
    });

    test('the public pages, signed out and waitlisted', async ({ page }) => {
      for (const path of ['/', '/login', '/waitlist', '/verify-email?token=not-a-token', '/no-such-page']) {
        await expectAccessible(page, path);
      }
      await signInWaitlisted(page);
      await expectAccessible(page, '/comingsoon');
    });

    test("a user's pages and their dialogs", async ({ page, browser }) => {
      test.setTimeout(120_000);
      await signInActiveUser(page, browser);
      const id = await companyWithContent(page, 'Axe Scan Bakery');
      const fresh = await createCompany(page, 'Axe Scan Fresh Co');

      await expectAccessible(page, '/dashboard');
      const card = page.getByRole('article', { name: 'Axe Scan Bakery' });
      for (const action of ['Edit', 'Delete']) {
        await expectAccessibleDialog(page, page.getByRole(action === 'Edit' ? 'dialog' : 'alertdialog'), async () => {
          await card.getByRole('button', { name: 'Actions for Axe Scan Bakery' }).click();
          await page.getByRole('menuitem', { name: action }).click();
        });
      }
      if (width < 768) {
        await expectAccessibleDialog(page, page.getByRole('dialog', { name: 'Navigation' }), async () => {
          await page.getByRole('button', { name: 'Open menu' }).click();
        });
      }

      await expectAccessible(page, '/profile');
      await page.getByLabel('Company Name').fill('Typed by hand');
      await expectAccessibleDialog(page, page.getByRole('alertdialog', { name: 'Replace what you typed?' }), async () => {
        await page.getByRole('button', { name: 'Fill with Sample Data' }).click();
      });
      await expectAccessible(page, `/profile?companyId=${id}`);

      await expectAccessible(page, `/interview/${fresh}/heuristics`);
      await expectAccessibleDialog(page, page.getByRole('alertdialog', { name: 'Interview Sections Incomplete' }), async () => {
        await page.getByRole('button', { name: 'Generate Content' }).click();
      });
      const [mindset] = (await questionsDocument(page)).sections;
      await page.getByLabel(`1. ${mindset?.questions[0]?.label ?? ''}`, { exact: true }).fill('My own answer.');
      await expectAccessibleDialog(page, page.getByRole('alertdialog', { name: 'Replace your answers?' }), async () => {
        await page.getByRole('button', { name: 'Fill with Sample Data' }).click();
        await page.getByRole('menuitem').first().click();
      });
      await expectAccessibleDialog(page, page.getByRole('alertdialog', { name: 'Unsaved Changes' }), async () => {
        await page.getByRole('navigation', { name: 'Interview sections' }).getByRole('link', { name: /Emotional Drivers/ }).click();
      });

      await expectAccessible(page, `/interview/${id}/heritage`);
      // The overlay while content is generated (at least 3 s): checked while it shows.
      await page.getByRole('region', { name: 'Ready to generate content' }).getByRole('button', { name: 'Generate Content' }).click();
      await expect(page.getByRole('dialog', { name: 'Generating Your Content' })).toBeVisible();
      expect(await seriousA11yViolations(page), 'the generating overlay').toEqual([]);
      await expect(page).toHaveURL(new RegExp(`/content/${id}$`), { timeout: 60_000 });
      await expectAccessible(page, `/content/${id}`);
      await expectContentStudioAccessible(page, id);
      await expectAccessible(page, `/content/${fresh}`);
      await expectAccessible(page, `/content/${id}/compare`);
      await expectAccessible(page, `/content/${id}/print`);
      await expectAccessible(page, '/feedback');
      await expectAccessible(page, '/userprofile');
      await expectAccessibleDialog(page, page.getByRole('alertdialog'), async () => {
        await page.getByRole('button', { name: 'Delete account' }).click();
      });
    });

    test("an admin's pages and their dialogs", async ({ page }) => {
      // Every admin page and dialog scanned in turn: longer than one flow, the more so beside the user's scan.
      test.setTimeout(120_000);
      await signIn(page, ADMIN_EMAIL, 'Admin');
      // Something on each list.
      await page.request.post('/api/waitlist', { data: { name: 'Axe Scan Visitor', email: freshEmail('visitor') } });
      for (const path of ['/admin/users', '/admin/waitinglist', '/admin/site-content', '/admin/feedback']) {
        await expectAccessible(page, path);
      }
      await page.goto('/admin/site-content');
      await expectAccessibleDialog(page, page.getByRole('dialog'), async () => {
        await page.getByRole('button', { name: /^Edit / }).first().click();
      });
      await expectAccessibleDialog(page, page.getByRole('dialog'), async () => {
        await page.getByRole('button', { name: 'Create New Entry' }).click();
      });
      await page.goto('/admin/waitinglist');
      await expectAccessibleDialog(page, page.getByRole('alertdialog'), async () => {
        await page.getByRole('button', { name: /^Delete / }).first().click();
      });
      await page.goto('/admin/users');
      await expectAccessibleDialog(page, page.getByRole('dialog'), async () => {
        await page.getByRole('button', { name: /^Edit / }).first().click();
      });
    });
  });
}
