import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Pictures of the main screens for a person to review (e2e/screenshots, not committed). They
 * assert nothing beyond the page having rendered.
 */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

const dir = new URL('../screenshots/', import.meta.url).pathname;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${device} screenshots`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });

    for (const theme of ['dark', 'light'] as const) {
      test(`home in ${theme}`, async ({ site, page, context }) => {
        await presetPreferences(context, { theme, cookieConsentLevel: 3 });
        for (const language of ['ru', 'en', 'ar'] as const) {
          await site.openHome(language);
          await expect(site.html).toHaveAttribute('lang', language);
          await page.screenshot({
            path: `${dir}home-${language}-${theme}-${device}.png`,
            fullPage: true,
          });
        }
      });
    }

    test('cookie banner', async ({ site, page, context }) => {
      await presetPreferences(context, { theme: 'dark' });
      await site.openHome('ru');
      await expect(site.cookieBanner).toBeVisible();
      await page.screenshot({ path: `${dir}cookie-banner-ru-dark-${device}.png` });
    });

    test('information page, 404 and access denied', async ({
      site,
      page,
      context,
      information,
    }) => {
      await presetPreferences(context, { theme: 'dark', cookieConsentLevel: 3 });
      await site.open('/en/information/rules');
      await expect(information.title).toBeVisible();
      await page.screenshot({ path: `${dir}information-en-dark-${device}.png`, fullPage: true });

      await site.open('/ar/information/responsible-gaming');
      await expect(information.title).toBeVisible();
      await page.screenshot({ path: `${dir}information-ar-dark-${device}.png` });

      await site.open('/ru/no-such-page');
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      await page.screenshot({ path: `${dir}not-found-ru-dark-${device}.png` });

      await site.open('/en/office');
      await expect(page.getByTestId('access-denied-page')).toBeVisible();
      await page.screenshot({ path: `${dir}access-denied-en-dark-${device}.png` });
    });
  });
}
