import { randomUUID } from 'node:crypto';
import { type APIRequestContext, request as requests } from '@playwright/test';
import { latestLineOutcome, placeSingle, type WireOutcome } from '../support/bets.ts';
import { text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts } from '../support/payments.ts';
import { registerByEmail } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The advance end to end: a player of Russia (the default brand offers advances there) stakes
 * the whole balance on a pre-match single, then bets on advance from the coupon against it, on
 * a game of another competition: the slip offers up to half the single's possible win, the bet is accepted with
 * the balance still at zero, and the history names the backing on the advance bet and the
 * advance on the backing, on a desktop in Russian and on a phone in Arabic.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

const likely = (o: WireOutcome) => o.G === 1 && o.C > 1.2 && o.C <= 3;

/** A single of the whole `stake` on a likely outcome of the line's latest-starting game. */
async function backingSingle(api: APIRequestContext, stake: string) {
  const chosen = await latestLineOutcome(api, likely, 1);
  const placement = await placeSingle(api, chosen.gameId, chosen.outcome, stake);
  expect(placement.status, JSON.stringify(placement)).toBe('accepted');
  return { ...chosen, couponId: placement.coupons[0]?.id ?? 0 };
}

test('a player bets on advance against an open bet, and the history shows both', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 1366, height: 900 });
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const password = `Adv-${randomUUID().slice(0, 8)}a1`;
  const player = await registerByEmail(api, `advance-${randomUUID()}@example.com`, password);
  const [amount = '1000'] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');
  const backing = await backingSingle(api, amount);

  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  // A game of another competition: the backing's own game, or its league, backs nothing.
  const other = await latestLineOutcome(api, likely, 1, (game) => game.LI !== backing.champId);
  await api.dispose();
  await page.goto(`/ru/line/1/${other.champId}/${other.gameId}`);
  const price = page
    .locator('[data-testid="odds-button"]:not([disabled])')
    .filter({ visible: true })
    .first();
  await expect(price).toBeVisible({ timeout: 60_000 });
  await price.click();
  const slip = page.getByTestId('coupon-slip');
  await slip.getByTestId('coupon-check-cf').selectOption('2');
  const offer = slip.getByTestId('coupon-advance');
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(offer).toContainText(text('ru', 'coupon_advance_hint'));
  await offer.getByTestId('coupon-advance-take').check();
  await slip.getByTestId('coupon-stake').fill('100');
  await expect(slip.getByTestId('coupon-place')).toHaveText(text('ru', 'coupon_place_advance'));
  await page.screenshot({ path: `${shots}advance-coupon-ru-dark-desktop.png` });
  await slip.getByTestId('coupon-place').click();
  await expect(slip.getByTestId('coupon-accepted')).toBeVisible({ timeout: 30_000 });
  const advanceId = Number(
    (await slip.getByTestId('coupon-accepted').textContent())?.match(/\d+/)?.[0],
  );

  await page.goto('/ru/office/history');
  const advanceCard = page.locator(`[data-testid="bets-coupon"][data-coupon-id="${advanceId}"]`);
  await expect(advanceCard.getByTestId('bets-coupon-advance')).toHaveText(
    text('ru', 'bets_advance_pending', { number: String(backing.couponId) }),
  );
  const backingCard = page.locator(
    `[data-testid="bets-coupon"][data-coupon-id="${backing.couponId}"]`,
  );
  await expect(backingCard.getByTestId('bets-coupon-advanced')).toBeVisible();
  await expect(backingCard.getByTestId('cash-out-unavailable')).toContainText(
    text('ru', 'cash_out_refused_advanced'),
  );
  await page.screenshot({ path: `${shots}advance-history-ru-dark-desktop.png` });

  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ar/office/history');
  await expect(advanceCard.getByTestId('bets-coupon-advance')).toHaveText(
    text('ar', 'bets_advance_pending', { number: String(backing.couponId) }),
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}advance-history-ar-light-phone.png` });
});
