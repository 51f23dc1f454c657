import { expect, test } from '../support/test.ts';

const savedConsent = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('arenabet.preferences') ?? '{}').state?.cookieConsent,
  );

test('accepting all cookies hides the banner for good', async ({ site, page }) => {
  await site.openHome('ru');
  await expect(site.cookieBanner).toBeVisible();

  const before = Date.now();
  await site.chooseCookies(3);
  await expect(site.cookieBanner).toBeHidden();
  const consent = await savedConsent(page);
  expect(consent.level).toBe(3);
  expect(consent.time).toBeGreaterThanOrEqual(before);

  await page.reload();
  await expect(site.main).toBeVisible();
  await expect(site.cookieBanner).toBeHidden();
});

test('each choice stores its consent level', async ({ site, page }) => {
  for (const level of [0, 1, 2] as const) {
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await site.openHome('en');
    await site.chooseCookies(level);
    await expect(site.cookieBanner).toBeHidden();
    expect((await savedConsent(page)).level).toBe(level);
  }
});
