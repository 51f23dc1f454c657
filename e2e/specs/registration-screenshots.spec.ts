import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/* Pictures of the registration page for a person to review: themes, RTL, a phone's width. */
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
const dir = new URL('../screenshots/', import.meta.url).pathname;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${device} registration screenshots`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });
    for (const theme of ['dark', 'light'] as const) {
      test(`registration in ${theme}`, async ({ page, context }) => {
        await presetPreferences(context, { theme, cookieConsentLevel: 3 });
        for (const language of ['ru', 'ar'] as const) {
          await page.goto(`/${language}/registration`);
          const form = page.getByTestId('registration-form-full_reg');
          await expect(form).toBeVisible();
          await form.locator('input[name="email"]').fill('player@');
          await form.locator('button[type="submit"]').click();
          await page.screenshot({
            path: `${dir}registration-full-${language}-${theme}-${device}.png`,
            fullPage: true,
          });
          await page.getByTestId('registration-tab-phone_reg').click();
          await page.getByTestId('phone-code-button').click();
          await page.getByTestId('phone-code-search').fill('+38');
          await page.screenshot({
            path: `${dir}registration-phone-${language}-${theme}-${device}.png`,
          });
          await page.keyboard.press('Enter');
          await page.getByTestId('registration-tab-fast_reg').click();
          await page.screenshot({
            path: `${dir}registration-fast-${language}-${theme}-${device}.png`,
          });
        }
      });
    }
  });
}
