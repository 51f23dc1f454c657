import { request as requests } from '@playwright/test';
import { signInAsOperator } from '../support/backoffice.ts';
import { placeLiveSingle } from '../support/bets.ts';
import { text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts } from '../support/payments.ts';
import { registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The back office's risk screen: a player's bet appears in the ticker and its outcome among the
 * liabilities, the screen reading the book again on its own while it is open.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

test('an operator sees a new bet in the ticker and its outcome in the liabilities', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await presetPreferences(context, { theme: 'dark', cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOperator(page, 'en');
  await page.goto('/en/backoffice/risk');
  await expect(page.getByTestId('backoffice-risk')).toBeVisible({ timeout: 20_000 });

  // The bet comes while the screen is open: the push brings it, no reload.
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const player = await registerPlayer(api);
  const [amount] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');
  const couponId = await placeLiveSingle(api);
  await api.dispose();
  await expect(page.getByTestId(`ticker-${couponId}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('risk-liabilities').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('nav-risk')).toHaveText(text('en', 'backoffice_nav_risk'));

  // The player bets sharp: limited to a tenth of the maximum stake, with the reason kept.
  const form = page.getByTestId('stake-factor-form');
  await form.getByTestId('stake-factor-player').fill(String(player.userId));
  await form.getByTestId('stake-factor-percent').fill('10');
  await form.getByTestId('stake-factor-reason').fill('beats the closing line');
  await form.getByTestId('stake-factor-save').click();
  await expect(page.getByTestId('stake-factor-done')).toBeVisible();
  await expect(page.getByTestId('risk-audit')).toContainText('beats the closing line');
  await page.screenshot({ path: `${shots}backoffice-risk-en-dark-desktop.png` });

  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ar/backoffice/risk');
  await expect(page.getByTestId(`ticker-${couponId}`)).toBeVisible({ timeout: 20_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}backoffice-risk-ar-light-phone.png`, fullPage: true });
});
