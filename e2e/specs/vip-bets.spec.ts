import { randomUUID } from 'node:crypto';
import { type Page, request as requests } from '@playwright/test';
import { signInAsOperator } from '../support/backoffice.ts';
import { text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit } from '../support/payments.ts';
import { registerByEmail } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * A VIP bet end to end: a player of an allowed country (1, in the default brand's VIP list)
 * stakes more than their maximum on a pre-match single, is offered a VIP request and sends it;
 * an operator, in a browser of their own, sees it on /backoffice/vip-bets and accepts it; the
 * player's slip shows the bet placed, with its number. The operator first cuts the player's
 * stake factor to 1 %, so the maximum is small whatever the currency's limits: the stake asked
 * stays within the deposit.
 */
test.describe.configure({ timeout: 300_000 });

// Above the player's maximum at 1 % (about 9 100 ₽ of the brand's 10 000 USD), within the deposit.
const STAKE = '20000';

/** A free price on the football line, past the soonest games (they may start during the test). */
async function pickPreMatchSingle(page: Page): Promise<void> {
  await page.goto('/ru/line/1');
  await expect(page.getByTestId('game-row').first()).toBeVisible({ timeout: 60_000 });
  for (let attempt = 0; attempt < 10; attempt++) {
    const prices = page
      .locator('[data-testid="game-row"] [data-testid="odds-button"]:not([disabled])')
      .filter({ visible: true });
    await expect(prices.nth(5)).toBeVisible({ timeout: 30_000 });
    const price = prices.nth(5 + attempt * 3);
    const clicked = await price.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (clicked && (await price.getAttribute('aria-pressed')) === 'true') return;
  }
  throw new Error('no pre-match price could be put in the coupon');
}

test('a stake above the maximum goes to a trader as a VIP request and is accepted', async ({
  site,
  signIn,
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 1366, height: 900 });
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const password = `Vip-${randomUUID().slice(0, 8)}a1`;
  const player = await registerByEmail(api, `vip-${randomUUID()}@example.com`, password);
  await deposit(api, '50000', '4242 4242 4242 4242');
  await api.dispose();

  // The operator, in a browser of their own: the player's maximum cut to 1 %.
  const operatorContext = await browser.newContext({ baseURL });
  await presetPreferences(operatorContext, { cookieConsentLevel: 3 });
  const operator = await operatorContext.newPage();
  await signInAsOperator(operator, 'ru');
  await operator.goto('/ru/backoffice/risk');
  const factor = operator.getByTestId('stake-factor-form');
  await factor.getByTestId('stake-factor-player').fill(String(player.userId));
  await factor.getByTestId('stake-factor-percent').fill('1');
  await factor.getByTestId('stake-factor-reason').fill('e2e vip');
  await factor.getByTestId('stake-factor-save').click();
  await expect(operator.getByTestId('stake-factor-done')).toBeVisible({ timeout: 30_000 });

  // The player: a single above the maximum, refused with the VIP offer, sent as a request.
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await pickPreMatchSingle(page);
  const slip = page.getByTestId('coupon-slip');
  await expect(slip).toBeVisible();
  // Odds on the line may move before the bet: any change is taken, the test is about the stake.
  await slip.getByTestId('coupon-check-cf').selectOption('2');
  await slip.getByTestId('coupon-stake').fill(STAKE);
  await expect(slip.getByTestId('coupon-possible-win')).toBeVisible({ timeout: 30_000 });
  await slip.getByTestId('coupon-place').click();
  const offer = slip.getByTestId('vip-bet-offer');
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(offer).toContainText(text('ru', 'vip_bet_offer_text'));
  await offer.getByTestId('vip-bet-send').click();
  const state = slip.getByTestId('vip-bet-state');
  await expect(state).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
  await expect(state.getByTestId('vip-bet-countdown')).toHaveText(/^[0-2]:\d\d$/);

  // The trader sees it within a refresh or two and accepts it.
  await operator.goto('/ru/backoffice/vip-bets');
  await expect(operator.getByTestId('nav-vip-bets')).toHaveText(
    text('ru', 'backoffice_nav_vip_bets'),
  );
  const row = operator.locator(
    `[data-testid="vip-bet-row"][data-player-id="${player.userId}"][data-status="pending"]`,
  );
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByTestId('vip-accept').click();
  await expect(
    operator.locator(
      `[data-testid="vip-bet-row"][data-player-id="${player.userId}"][data-status="accepted"]`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  await operatorContext.close();

  // The player's slip follows it (the push, or the next read 3 s later): placed, with a number.
  await expect(state).toHaveAttribute('data-status', 'accepted', { timeout: 30_000 });
  await expect(state.getByTestId('vip-bet-accepted')).toContainText(/\d+/);
});
