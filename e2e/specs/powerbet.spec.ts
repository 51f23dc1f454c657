import { type Locator, type Page, request as requests } from '@playwright/test';
import { placeLiveSingle } from '../support/bets.ts';
import { text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts } from '../support/payments.ts';
import { registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Powerbet end to end: a player's live single (placed through MakeBetWeb) is on the office's
 * powerbet screen, reached from the office menu, and takes more stake there at the odds of
 * now; the raise is a coupon of its own, marked in the bets history. At ten times the speed a
 * game may end, or its price move down during the live delay (refused: the player tries
 * again), so a few bets and raises are tried.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

/** The powerbet screen's card of a new live single that can still be raised. */
async function raisableCard(page: Page, placeBet: () => Promise<number>): Promise<Locator> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const id = await placeBet();
    await page.goto('/ar/office/menu');
    await page
      .getByRole('link', { name: text('ar', 'powerbet_title') })
      .first()
      .click();
    await expect(page.getByTestId('powerbet-page')).toBeVisible();
    const card = page.locator(`[data-testid="bets-coupon"][data-coupon-id="${id}"]`);
    const shown = await card
      .getByTestId('power-bet-button')
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return card;
  }
  throw new Error('no live single could be raised in four tries');
}

/**
 * Raises the card's bet by 20, opening the dialog again after a refusal (the price moved) while
 * the card still offers it; gives up (closing the dialog) when the outcome stays locked or leaves
 * the line. The dialog, once open, stays with its card even when the game ends under it (a
 * refusal then says so).
 */
async function raiseOnCard(page: Page, card: Locator, firstTry: boolean): Promise<void> {
  const dialog = page.getByTestId('power-bet-dialog');
  const done = dialog.getByTestId('power-bet-done');
  const refused = dialog.getByTestId('power-bet-refused');
  const confirm = dialog.getByTestId('power-bet-confirm');
  const quick = { timeout: 5_000 };
  const succeeded = (step: Promise<unknown>) =>
    step.then(
      () => true,
      () => false,
    );
  for (let attempt = 0; attempt < 3 && !(await done.isVisible()); attempt++) {
    if (!(await dialog.isVisible())) {
      if (!(await succeeded(card.getByTestId('power-bet-button').click(quick)))) return;
    }
    await expect(dialog.getByTestId('power-bet-odds')).toBeVisible();
    await dialog.getByTestId('power-bet-stake').fill('20', quick);
    if (firstTry && attempt === 0) {
      await page.screenshot({ path: `${shots}powerbet-ar-dark-phone.png` });
    }
    if (!(await succeeded(expect(confirm).toBeEnabled({ timeout: 15_000 })))) break;
    await confirm.click(quick);
    await expect(done.or(refused)).toBeVisible({ timeout: 30_000 });
    if (await refused.isVisible()) await dialog.getByTestId('power-bet-close').click();
  }
  if (!(await done.isVisible()) && (await dialog.isVisible())) {
    await dialog.getByTestId('power-bet-close').click();
  }
}

test('a player raises a live single on the powerbet screen, on a phone in Arabic', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
}) => {
  // Around midnight UTC few games are in play and their markets are often suspended: up to ten
  // bets are tried, each given up within about half a minute.
  test.setTimeout(480_000);
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const player = await registerPlayer(api);
  const [amount] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await page.setViewportSize({ width: 375, height: 812 });

  const dialog = page.getByTestId('power-bet-dialog');
  const done = dialog.getByTestId('power-bet-done');
  for (let bet = 0; bet < 10 && !(await done.isVisible()); bet++) {
    const card = await raisableCard(page, () => placeLiveSingle(api));
    await raiseOnCard(page, card, bet === 0);
  }
  await api.dispose();
  await expect(done).toBeVisible();
  const raise = Number((await done.textContent())?.match(/\d+/)?.[0]);
  await dialog.getByTestId('power-bet-close').click();

  await page.goto('/ar/office/history');
  const raised = page.locator(`[data-testid="bets-coupon"][data-coupon-id="${raise}"]`);
  await expect(raised.getByTestId('bets-coupon-power-of')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}powerbet-history-ar-dark-phone.png` });
});
