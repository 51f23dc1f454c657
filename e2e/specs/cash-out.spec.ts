import {
  type APIRequestContext,
  type Locator,
  type Page,
  request as requests,
} from '@playwright/test';
import { placeLiveSingle } from '../support/bets.ts';
import { type Language, text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts } from '../support/payments.ts';
import { registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Cash-out end to end: a player's live single (placed through MakeBetWeb, waiting out the live
 * acceptance delay) shows its price in the bets history, and the player sells it there. Live
 * prices move every few seconds at the simulator's speed: a sale refused because the price
 * moved gets a new quote on screen, and the player confirms again, as they would.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

test.beforeEach(async ({ context }) => {
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

test('a player cashes out a live bet whole, and part of another on a phone in Arabic', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
  gates,
}) => {
  // A live price can move between the quote and the sale, or its market be suspended for a
  // moment: the page says so and asks again.
  gates.expectFailedRequest(/POST .*\/LiveBet\/Secure\/Sale(Bet|Quote) 409$/);
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const player = await registerPlayer(api);
  const [amount] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');

  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  const dialog = page.getByTestId('cash-out-dialog');
  const card = await cashOutNewBet(page, api, 'ru', async (button) => {
    await expect(button).toContainText(text('ru', 'cash_out_button', { amount: '' }).trim());
    await button.click();
    await expect(dialog.getByTestId('cash-out-price')).toBeVisible();
    await page.screenshot({ path: `${shots}cash-out-ru-dark-desktop.png` });
  });
  await dialog.getByTestId('cash-out-close').click();

  await expect(card.getByTestId('bets-coupon-state')).toHaveText(text('ru', 'bets_state_sold'));
  await expect(card.getByTestId('bets-coupon-cashed-out')).toBeVisible();
  await expect(card.getByTestId('cash-out-button')).toHaveCount(0);
  await page.screenshot({ path: `${shots}cash-out-sold-ru-dark-desktop.png` });

  // A phone in Arabic, light: a part of the second bet, taking a changed price.
  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  const second = await cashOutNewBet(page, api, 'ar', async (button) => {
    await button.click();
    await expect(dialog.getByTestId('cash-out-price')).toBeVisible();
    await dialog.getByTestId('cash-out-accept-changes').check();
    await dialog.getByTestId('cash-out-part').fill('40');
    await page.screenshot({ path: `${shots}cash-out-ar-light-phone.png` });
  });
  await api.dispose();
  await dialog.getByTestId('cash-out-close').click();
  await expect(second.getByTestId('bets-coupon-state')).toHaveText(text('ar', 'bets_state_open'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(second.getByTestId('bets-coupon-cashed-out')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

/**
 * Places a live bet, opens its cash-out with `open` once its card has a price, and sells it;
 * the card of the bet sold. A game in play may end, or suspend its market for long (esports
 * between maps at the simulator's speed): then the dialog is closed and another bet is tried.
 */
async function cashOutNewBet(
  page: Page,
  api: APIRequestContext,
  language: Language,
  open: (button: Locator) => Promise<void>,
): Promise<Locator> {
  const dialog = page.getByTestId('cash-out-dialog');
  for (let attempt = 0; attempt < 4; attempt++) {
    const id = await placeLiveSingle(api);
    await page.goto(`/${language}/office/history`);
    const card = page.locator(`[data-testid="bets-coupon"][data-coupon-id="${id}"]`);
    const button = card.getByTestId('cash-out-button');
    const priced = await button
      .waitFor({ timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!priced) continue;
    await open(button);
    if (await sellInDialog(dialog)) return card;
    await dialog.getByRole('button', { name: text(language, 'confirm_cancel') }).click();
  }
  throw new Error('no live bet could be cashed out in four tries');
}

/**
 * Confirms the sale for up to 45 s, asking again while the market is suspended or the price
 * moved; whether it was sold.
 */
async function sellInDialog(dialog: Locator): Promise<boolean> {
  const done = dialog.getByTestId('cash-out-done');
  const again = dialog.getByTestId('cash-out-ask-again');
  const confirm = dialog.getByTestId('cash-out-confirm');
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    await expect(done.or(again).or(confirm)).toBeVisible();
    if (await done.isVisible()) return true;
    if (await again.isVisible()) {
      await pause(1_500);
      // The answer may have come meanwhile, replacing the button: the loop looks again.
      await again.click({ timeout: 2_000 }).catch(() => undefined);
    } else if (await confirm.isEnabled({ timeout: 1_000 }).catch(() => false)) {
      await confirm.click({ timeout: 2_000 }).catch(() => undefined);
      await expect(done.or(dialog.getByTestId('cash-out-notice'))).toBeVisible();
    } else {
      await pause(300);
    }
  }
  return done.isVisible();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
