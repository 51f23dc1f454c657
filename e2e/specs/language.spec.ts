import { text } from '../support/dictionaries.ts';
import { expect, test } from '../support/test.ts';

test('the home page opens in Russian and switches to English and Arabic', async ({
  site,
  page,
}) => {
  await site.openHome('ru');
  await expect(site.html).toHaveAttribute('lang', 'ru');
  await expect(site.html).toHaveAttribute('dir', 'ltr');
  await expect(site.heroTitle).toHaveText(text('ru', 'home_hero_title'));

  await site.switchLanguage('en');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(site.html).toHaveAttribute('dir', 'ltr');
  await expect(site.heroTitle).toHaveText(text('en', 'home_hero_title'));
  await expect(site.header.getByText(text('en', 'header_live'), { exact: true })).toBeVisible();

  await site.switchLanguage('ar');
  await expect(page).toHaveURL(/\/ar\/$/);
  await expect(page.locator('html[dir=rtl]')).toHaveCount(1);
  await expect(site.heroTitle).toHaveText(text('ar', 'home_hero_title'));
  await expect(site.footer.getByText(text('ar', 'footer_responsible_title'))).toBeVisible();
});

test('switching language keeps the page being read', async ({ site, page }) => {
  await site.open('/ru/information/rules');
  await site.switchLanguage('en');
  await expect(page).toHaveURL(/\/en\/information\/rules$/);
});

test('the root address opens the default language', async ({ site, page }) => {
  await site.open('/');
  await expect(page).toHaveURL(/\/ru\/$/);
  await expect(site.heroTitle).toHaveText(text('ru', 'home_hero_title'));
});
