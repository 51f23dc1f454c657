import type { Page } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Wallets end to end: a new player sees the main account's zero balance in the header, opens a
 * USD account on the wallets page, plays from it (the header follows without a reload), picks
 * the ruble account back from the header's list, and closes the empty USD account.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

/** The seeded brand's USD (currency_id 10); the player registers in rubles (currency_id 1). */
const USD_ID = '10';

test.beforeEach(async ({ context }) => {
  // Registration and the captcha's proof of work.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

function header(page: Page) {
  const root = page.getByTestId('account-switcher');
  return { root, balance: root.getByTestId('account-switcher-balance') };
}

test('a player opens a USD account, plays from it and closes it', async ({
  site,
  signIn,
  player,
  page,
}) => {
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  const switcher = header(page);
  await expect(switcher.balance).toHaveText('0,00 ₽');

  await page.goto('/ru/office/settings/wallets');
  const screen = page.getByTestId('wallets-page');
  await expect(screen.getByRole('heading', { name: text('ru', 'wallets_title') })).toBeVisible();
  const rub = screen.getByTestId('wallet-RUB');
  await expect(rub.getByTestId('wallet-balance')).toHaveText('0,00 ₽');
  await expect(rub.getByTestId('wallet-main')).toHaveText(text('ru', 'wallets_main'));
  await expect(rub.getByTestId('wallet-active')).toBeVisible();
  // The main account is never closed, even when empty.
  await expect(rub.getByRole('button', { name: text('ru', 'wallets_close') })).toHaveCount(0);

  // Opening: the currency leaves the list once its account is open.
  const currency = screen.getByTestId('wallets-currency');
  await expect(currency.locator('option[value="1"]')).toHaveCount(0);
  await screen.getByTestId('wallets-open-submit').click();
  await expect(screen.getByTestId('error-currency_id')).toHaveText(text('ru', 'required'));
  await currency.selectOption(USD_ID);
  await screen.getByTestId('wallets-open-submit').click();
  const usd = screen.getByTestId('wallet-USD');
  await expect(usd.getByTestId('wallet-balance')).toHaveText('0,00 $');
  await expect(usd.getByTestId('wallet-main')).toHaveCount(0);
  await expect(currency.locator(`option[value="${USD_ID}"]`)).toHaveCount(0);
  await expect(switcher.balance).toHaveText('0,00 ₽');

  // Making it active: the page and the header both follow.
  await usd.getByRole('button', { name: text('ru', 'wallets_make_active') }).click();
  await expect(usd.getByTestId('wallet-active')).toBeVisible();
  await expect(rub.getByTestId('wallet-active')).toHaveCount(0);
  await expect(switcher.balance).toHaveText('0,00 $');
  await page.screenshot({ path: `${shots}wallets-ru-dark-desktop.png`, fullPage: true });

  // The header's list plays from the other account, and the page catches up.
  await switcher.root.getByRole('button', { expanded: false }).click();
  await expect(switcher.root.getByTestId('account-switcher-item-USD')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await switcher.root.getByTestId('account-switcher-item-RUB').click();
  await expect(switcher.balance).toHaveText('0,00 ₽');
  await expect(rub.getByTestId('wallet-active')).toBeVisible();

  // Back to USD, then closing it while active: the main account becomes the active one.
  await usd.getByRole('button', { name: text('ru', 'wallets_make_active') }).click();
  await expect(switcher.balance).toHaveText('0,00 $');
  await usd.getByRole('button', { name: text('ru', 'wallets_close') }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('ru', 'wallets_close') }).click();
  await expect(dialog).toBeHidden();
  await expect(usd).toHaveCount(0);
  await expect(rub.getByTestId('wallet-active')).toBeVisible();
  await expect(switcher.balance).toHaveText('0,00 ₽');
  await expect(currency.locator(`option[value="${USD_ID}"]`)).toHaveCount(1);
});

test('the wallets page fits a phone in Arabic', async ({ site, signIn, player, page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await page.goto('/ar/office/settings/wallets');
  const screen = page.getByTestId('wallets-page');
  await expect(screen.getByRole('heading', { name: text('ar', 'wallets_title') })).toBeVisible();
  await expect(site.html).toHaveAttribute('dir', 'rtl');
  await expect(screen.getByTestId('wallet-RUB')).toBeVisible();
  await expect(header(page).balance).toBeVisible();
  // The cards and the form stay inside the phone's width.
  const box = await screen.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${shots}wallets-ar-dark-phone.png`, fullPage: true });
});
