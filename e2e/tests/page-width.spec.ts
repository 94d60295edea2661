import { ADMIN_EMAIL, expect, signIn, test } from '../fixtures';

// Scrollbars that take room, as on a desktop with classic scrollbars: Playwright hides them by default.
test.use({
  launchOptions: async ({ launchOptions }, use) => {
    await use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
  },
});

test("a page keeps its width whether it scrolls or not, also while a menu holds the page's scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 2000 });
  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/userprofile');
  // Hidden ones too: the open menu hides the rest of the page from assistive technology.
  const accountButton = page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: 'Admin', includeHidden: true });
  await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
  const rightEdge = async () => {
    const box = await accountButton.boundingBox();
    return box && box.x + box.width;
  };
  const pageScrolls = () =>
    page.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight);
  expect(await pageScrolls()).toBe(false);
  const edge = await rightEdge();

  // Short enough to scroll: the scrollbar takes room that was kept for it, so nothing moves.
  await page.setViewportSize({ width: 1024, height: 300 });
  expect(await pageScrolls()).toBe(true);
  expect(await rightEdge()).toBe(edge);

  // The open account menu locks the page's scroll (hiding the scrollbar): still nothing moves.
  await accountButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await rightEdge()).toBe(edge);
});
