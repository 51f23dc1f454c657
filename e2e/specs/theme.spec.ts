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
