import type { Page } from '@playwright/test';
import { expect, expectNoSideScroll, seriousA11yViolations, test } from '../fixtures';

const LANDING_SECTIONS = ['features', 'how_it_works', 'testimonials', 'pricing', 'footer'];

/** Answers the landing page's site texts with every hidden section shown, for this page only. */
async function showEveryLandingSection(page: Page) {
  await page.route('**/api/site-content', (route) =>
    route.fulfill({
      json: LANDING_SECTIONS.map((section) => ({ key: `landing.${section}`, description: '', content: 'show' })),
    }),
  );
}

test.describe('the landing page', () => {
  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('has none with every section shown either', async ({ page }) => {
    await showEveryLandingSection(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Simple, transparent pricing' })).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('fits a 375 px wide screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await showEveryLandingSection(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();

    await expectNoSideScroll(page);
  });
});

test.describe('the waitlist page', () => {
  test('has no serious accessibility violations, also while showing errors', async ({ page }) => {
    await page.goto('/waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Waiting List' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('fits a 375 px wide screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Waiting List' })).toBeVisible();

    await expectNoSideScroll(page);
  });
});
