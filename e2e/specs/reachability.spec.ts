import type { Page } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Promises and reachability: the header shows only sections that open (the casino, and the live
 * casino's shared wheel), virtual sports open with prices that go into the coupon, the office menu reaches
 * every office page with "Make a deposit" at hand on a phone, and the back office has its own
 * shell, with no player header, sports menu or cookie banner around the operator.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

/** The first page of a fresh server, on a busy machine, may wait for the feed's first answers. */
const FIRST_PAGE = { timeout: 30_000 };

function mainNavigation(page: Page, language: 'en' | 'ar') {
  return page.getByRole('navigation', { name: text(language, 'main_navigation') });
}

test('the header shows only open sections; virtual sports prices go into the coupon', async ({
  site,
  page,
  context,
}) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.goto('/en/');
  await expect(site.main).toBeVisible(FIRST_PAGE);
  const nav = mainNavigation(page, 'en');
  await expect(
    nav.getByRole('link', { name: text('en', 'header_line'), exact: true }),
  ).toBeVisible();
  await expect(
    nav.getByRole('link', { name: text('en', 'header_casino'), exact: true }),
  ).toHaveAttribute('href', '/en/casino');
  await expect(
    nav.getByRole('link', { name: text('en', 'header_live_casino'), exact: true }),
  ).toHaveAttribute('href', '/en/live-casino');
  // Nothing in the bar is an inert entry that only a hover could explain.
  await expect(nav.locator('[aria-disabled="true"]')).toHaveCount(0);

  await nav.getByRole('link', { name: text('en', 'header_virtual_sports'), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/virtual-sports$/);
  const screen = page.getByTestId('virtual-sports-page');
  await expect(
    screen.getByRole('heading', { level: 1, name: text('en', 'virtual_sports_title') }),
  ).toBeVisible();
  const formats = screen.getByRole('navigation', { name: text('en', 'virtual_sports_formats') });
  await expect(formats.getByRole('link').nth(2)).toBeVisible({ timeout: 30_000 });

  // One format at a time, from its chip; the price goes into the coupon like any other.
  await formats.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/en\/virtual-sports\?sport=\d+$/);
  const price = screen
    .getByTestId('game-row')
    .locator('[data-testid="odds-button"]:not([disabled])')
    .filter({ visible: true })
    .first();
  await price.click();
  await expect(page.getByTestId('coupon-slip').getByTestId('coupon-event')).toHaveCount(1);
  await page.screenshot({ path: `${shots}virtual-sports-en-dark-desktop.png` });

  // Virtual horse racing: a race every few minutes at the simulator's own course.
  await formats.getByRole('link', { name: /Virtual Horse Racing/ }).click();
  await expect(page).toHaveURL(/\/en\/virtual-sports\?sport=4049$/);
  const races = screen.getByTestId('game-row');
  await expect(races.first()).toContainText(/Virtual Downs\. Race \d+/);
  expect(await races.count()).toBeGreaterThan(3);
  await page.screenshot({ path: `${shots}virtual-horse-racing-en-dark-desktop.png` });
});

test('on a phone, a format opened by its address has its chip in view, right to left', async ({
  page,
  context,
}) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  // Virtual horse racing: the last chip of a row wider than the phone.
  await page.goto('/ar/virtual-sports?sport=4049');
  const formats = page.getByRole('navigation', { name: text('ar', 'virtual_sports_formats') });
  const chosen = formats.locator('[aria-current="true"]');
  await expect(chosen).toBeVisible(FIRST_PAGE);
  // Whole but for a fraction of a pixel: the row runs to the screen's edge.
  await expect(chosen).toBeInViewport({ ratio: 0.95 });
  await expect(formats.getByRole('link').first()).not.toBeInViewport({ ratio: 0.95 });
});

test('on a phone the office menu reaches every office page and a deposit is one tap away', async ({
  site,
  signIn,
  player,
  page,
  context,
}) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ru/');
  await expect(site.main).toBeVisible(FIRST_PAGE);
  await signIn.signIn(player.userId, player.password);
  await page.goto('/en/office');
  const office = page.getByTestId('office-page');
  await expect(office.getByRole('heading', { level: 1 })).toHaveText(text('en', 'office_title'));
  await expect(office.getByTestId('office-deposit')).toBeInViewport();
  for (const route of ['security', 'changePassword', 'securityQuestion', 'settingsWallets']) {
    await expect(office.getByTestId(`office-link-${route}`)).toBeVisible();
  }
  await page.screenshot({ path: `${shots}office-menu-en-dark-phone.png`, fullPage: true });
  // Anywhere else, the header's menu button opens the drawer with the deposit at its top.
  await page.getByRole('button', { name: text('en', 'menu_open') }).click();
  await expect(page.getByTestId('menu-deposit')).toBeInViewport();
  await page.screenshot({ path: `${shots}phone-menu-signed-in-en-dark.png` });
  await page.keyboard.press('Escape');

  // A variant of the menu shows its group alone, with the way back.
  await office.getByRole('link', { name: text('en', 'office_menu_profile') }).click();
  await expect(page).toHaveURL(/\/en\/office\/menu\/profile$/);
  await expect(office.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'office_menu_profile'),
  );
  await expect(office.getByTestId('office-link-settingsWallets')).toHaveCount(0);
  await office.getByTestId('office-link-security').click();
  await expect(page).toHaveURL(/\/en\/office\/security$/);
});

test('the back office has its own shell, in Arabic too', async ({ page }) => {
  // No consent preset: the player site's cookie banner would show; the back office has none.
  await page.goto('/ar/backoffice');
  const shell = page.getByTestId('backoffice-shell');
  await expect(shell.getByTestId('operator-sign-in')).toBeVisible({ timeout: 30_000 });
  await expect(shell.getByRole('banner')).toContainText(text('ar', 'backoffice_title'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('sign-in-button')).toHaveCount(0);
  await expect(page.getByTestId('sports-menu')).toHaveCount(0);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.screenshot({ path: `${shots}backoffice-sign-in-ar-dark-desktop.png` });
});
