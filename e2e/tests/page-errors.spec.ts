import { collectPageErrors, createCompany, expect, signInActiveUser, test } from '../fixtures';

// The server's Content-Security-Policy allows no eval (src/app.rs, `security_headers`). A library
// that tries it anyway, as zod's JIT probe did on every page that built a schema, logs a violation.
test('the landing page and a signed-in page log no error and no CSP violation', async ({ page, browser }) => {
  const errors = await collectPageErrors(page);

  const landing = await page.goto('/');
  expect(landing?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.getByRole('heading', { level: 1, name: 'Smart marketing built to convert' })).toBeVisible();
  // Until the site texts and the sign-in status have been read (and checked).
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);

  await signInActiveUser(page, browser);
  await createCompany(page, 'Policy Co');
  await page.goto('/dashboard');
  // The company list has been read and checked with zod.
  await expect(page.getByRole('article', { name: 'Policy Co' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
