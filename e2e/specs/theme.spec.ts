import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

test('the theme toggles and stays after a reload', async ({ site, page }) => {
  await site.openHome('ru');
  // The context prefers a dark colour scheme, which a first visit follows.
  await expect(site.html).toHaveAttribute('data-theme', 'dark');

  await site.toggleTheme();
  await expect(site.html).toHaveAttribute('data-theme', 'light');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(site.main).toBeVisible();
  await expect(site.html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    background,
  );

  await site.toggleTheme();
  await expect(site.html).toHaveAttribute('data-theme', 'dark');
});

test("a returning visitor's theme and text size are on the page before any of the app's code runs", async ({
  context,
  page,
  gates,
}) => {
  await presetPreferences(context, { theme: 'light', fontSize: 'l' });
  // No script of the app arrives: what sets the theme is the page's own inline script, which
  // the content security policy lets run by its hash.
  await page.route('**/assets/*.js', (route) => route.abort('connectionreset'));
  gates.expectFailedRequest(/\/assets\/[\w.-]+\.js net::ERR_CONNECTION_RESET$/);
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'l');
});
