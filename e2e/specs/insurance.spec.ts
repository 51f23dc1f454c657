import { type APIRequestContext, request as requests } from '@playwright/test';
import { latestLineOutcome, placeSingle } from '../support/bets.ts';
import { text } from '../support/dictionaries.ts';
import { axeViolations } from '../support/gates.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts, headerBalance } from '../support/payments.ts';
import { registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Bet insurance end to end: a funded player's pre-match single (placed through MakeBetWeb) is
 * insured from the bets history, half its stake; the card then shows the cover, and the
 * account lost exactly the premium the panel showed.
 */

/**
 * A single of 100 on an open outcome of the pre-match game that starts last among the line's
 * first 50: a game about to start may lock its market, and a locked bet has no cover on offer.
 * A likely outcome (odds up to 3): a long shot's cover would cost about what it pays, and none
 * is offered.
 */
async function placePreMatchSingle(api: APIRequestContext): Promise<number> {
  const chosen = await latestLineOutcome(api, (o) => o.C > 1.2 && o.C <= 3);
  const placement = await placeSingle(api, chosen.gameId, chosen.outcome, '100');
  expect(placement.status, JSON.stringify(placement)).toBe('accepted');
  return placement.coupons[0]?.id ?? 0;
}

/** The active account's balance, in minor units. */
async function balanceMinor(api: APIRequestContext): Promise<number> {
  const answer = await api.get('/account-api/user/balance');
  expect(answer.ok()).toBe(true);
  const { accounts } = (await answer.json()).data.attributes as {
    accounts: { isActive: boolean; money: number }[];
  };
  const active = accounts.find((account) => account.isActive) ?? accounts[0];
  return Math.round((active?.money ?? 0) * 100);
}

/** '1,234.56 ₽' as the English page writes it -> 123456. */
const minorOf = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);

test.beforeEach(async ({ context }) => {
  // Registration's proof of work, a deposit through the sandbox, a bet.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

test('a player insures half of a pre-match bet and sees the cover and the premium paid', async ({
  site,
  signIn,
  page,
  baseURL,
}) => {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const player = await registerPlayer(api);
  const [amount] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');
  const couponId = await placePreMatchSingle(api);
  const before = await balanceMinor(api);

  // The sign-in model speaks Russian, the site's default; the history is then read in English.
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/office/history');
  const card = page.locator(`[data-testid="bets-coupon"][data-coupon-id="${couponId}"]`);
  const button = card.getByTestId('insurance-button');
  // A busy machine may draw the history before the bet's offer is priced: read it again.
  await expect(async () => {
    if (!(await button.isVisible())) await page.reload();
    await expect(button).toHaveText(text('en', 'insurance_button'), { timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  await expect(headerBalance(page)).toBeVisible();
  const balanceShown = await headerBalance(page).textContent();

  await button.click();
  const dialog = page.getByTestId('insurance-dialog');
  await expect(dialog.getByTestId('insurance-percent-50')).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByTestId('insurance-percent-25').click();
  await expect(dialog.getByTestId('insurance-percent-25')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('insurance-percent-50')).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByLabel(text('en', 'insurance_percent_label'))).toHaveValue('25');
  await dialog.getByLabel(text('en', 'insurance_percent_label')).fill('50');
  await expect(dialog.getByTestId('insurance-percent-50')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('insurance-insured')).toContainText('50.00');
  const premiumShown = (await dialog.getByTestId('insurance-premium').textContent()) ?? '';
  const premium = minorOf(premiumShown);
  expect(premium).toBeGreaterThan(0);
  expect(premium).toBeLessThan(5000);
  expect(await axeViolations(page, 'at-any-moment')).toEqual([]);

  await dialog.getByTestId('insurance-confirm').click();
  const done = dialog.getByTestId('insurance-done');
  await expect(done).toContainText('50.00');
  await expect(done).toContainText(premiumShown.trim());
  await dialog.getByTestId('insurance-close').click();

  await expect(card.getByTestId('bets-coupon-insurance-value')).toContainText('50.00');
  await expect(card.getByTestId('bets-coupon-insurance-value')).toContainText('50%');
  await expect(card.getByTestId('insurance-button')).toHaveCount(0);
  await expect(headerBalance(page)).not.toHaveText(balanceShown ?? '');
  expect(await balanceMinor(api)).toBe(before - premium);
  await api.dispose();
});
