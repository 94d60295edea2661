import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAIL } from './global-setup';

export { ADMIN_EMAIL };
export { expect };

/** Signs the page's browser context in through the server's local sign-in (DEV_LOGIN=1). */
export async function signIn(page: Page, email: string, name = 'E2E User'): Promise<void> {
  const csrf = await page.request.get('/auth/csrf');
  expect(csrf.ok()).toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post('/auth/signin/dev', {
    form: { csrfToken, email, name, callbackUrl: '/dashboard' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/dashboard');
}

/**
 * Has the admin change the user with `email` (PUT /api/users/{id}, as the Users page does), signed
 * in in a context of its own: e.g. `{ credits: 0 }`.
 */
export async function updateUserAsAdmin(
  browser: Browser,
  email: string,
  changes: { status?: string; role?: string; credits?: number },
): Promise<void> {
  const admin = await browser.newContext({ baseURL: process.env.PITCHWISE_URL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, ADMIN_EMAIL, 'Admin');
  const users = (await (await adminPage.request.get('/api/users')).json()) as { id: number; email: string }[];
  const user = users.find((candidate) => candidate.email === email);
  expect(user).toBeDefined();
  const update = await adminPage.request.put(`/api/users/${user?.id}`, { data: changes });
  expect(update.ok()).toBe(true);
  await admin.close();
}

/** Has the admin approve the user with `email` (status 'active', as the Users page's Approve does). */
export async function approveUser(browser: Browser, email: string): Promise<void> {
  await updateUserAsAdmin(browser, email, { status: 'active' });
}

/** An address no one has used yet on this server: `prefix.TIME.RANDOM@e2e.pitchwise.test`. */
export function freshEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.pitchwise.test`;
}

/**
 * Signs `page` in as a new user (a fresh email, so their data is theirs alone) whom an admin
 * then approves through the API; returns the email.
 */
export async function signInActiveUser(page: Page, browser: Browser, name = 'E2E User'): Promise<string> {
  const email = freshEmail('user');
  await signIn(page, email, name);
  await approveUser(browser, email);
  return email;
}

/** Playwright's test, aimed at the server that global-setup.ts started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.PITCHWISE_URL;
    if (!url) throw new Error('PITCHWISE_URL is not set: the global setup did not start the server.');
    await use(url);
  },
});

/** The serious and critical axe-core violations of the page (or of `include`), each as 'rule: help (elements)'. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Collects what `page` reports as an error from now on: console errors (a failed request, a
 * Content-Security-Policy violation), uncaught exceptions, and each `securitypolicyviolation` event,
 * so a violation is caught even where Chromium would not log it. Call it before the page loads.
 */
export async function collectPageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return errors;
}

/** The page does not scroll sideways: nothing is wider than the room beside the scrollbar's gutter. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Saves the site text `key` through the admin API as `page` (signed in as the admin): creates it, or
 * changes it when it exists, so a test can be run again against the same server.
 */
export async function saveSiteText(page: Page, key: string, content: string, description = ''): Promise<void> {
  const created = await page.request.post('/api/site-content', { data: { key, description, content } });
  if (created.status() === 409) {
    const updated = await page.request.put(`/api/site-content/${encodeURIComponent(key)}`, {
      data: { description, content },
    });
    expect(updated.ok()).toBe(true);
    return;
  }
  expect(created.status()).toBe(201);
}

/** Creates a Technology company as the user signed in on `page` (POST /api/companies); returns its id. */
export async function createCompany(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/companies', {
    data: { name, industry: 'Technology', description: 'A company made by a browser test.' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export const SECTIONS = [
  { key: 'heuristics', title: 'Customer Mindset' },
  { key: 'hormones', title: 'Emotional Drivers' },
  { key: 'history', title: 'Past Experiences' },
  { key: 'heritage', title: 'Cultural Context' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];
export type QuestionsDocument = {
  sections: { key: SectionKey; title: string; questions: { key: string; label: string }[] }[];
  samples: { key: string; label: string; answers: Record<string, Record<string, string>> }[];
};

/** GET /api/interview/questions: the sections, their questions and the sample answer sets. */
export async function questionsDocument(page: Page): Promise<QuestionsDocument> {
  const response = await page.request.get('/api/interview/questions');
  expect(response.ok()).toBe(true);
  return (await response.json()) as QuestionsDocument;
}

/** Saves `sections` (all four unless given), completed, with the questions document's technology sample answers. */
export async function completeInterview(page: Page, companyId: number, sections = SECTIONS.map(({ key }) => key)): Promise<void> {
  const document = await questionsDocument(page);
  const technology = document.samples.find((sample) => sample.key === 'technology');
  expect(technology).toBeDefined();
  for (const key of sections) {
    const response = await page.request.post('/api/interviews', {
      data: { companyId, section: key, responses: technology?.answers[key], completed: true },
    });
    expect(response.status()).toBe(201);
  }
}

/** A company with a complete interview, as the user signed in on `page`; returns its id. */
export async function interviewedCompany(page: Page, name: string): Promise<number> {
  const companyId = await createCompany(page, name);
  await completeInterview(page, companyId);
  return companyId;
}

/** A mail as a mail client shows it: quoted-printable soft breaks and escapes undone. */
function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The link starting with `start` in the newest mail to `to` (waits up to 10 s for it to arrive). */
export async function mailedLink(to: string, start: string): Promise<string> {
  const folder = process.env.PITCHWISE_MAIL_DIR;
  if (!folder) throw new Error('PITCHWISE_MAIL_DIR is not set: the global setup did not start the mail sink.');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(folder)).sort().reverse();
        for (const name of names) {
          const mail = decodedMail(await readFile(path.join(folder, name), 'utf8'));
          if (!mail.includes(`To: ${to}`)) continue;
          link = mail.slice(mail.indexOf(start)).split(/\s/)[0];
          return mail.includes(start);
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link ?? '';
}
