import { text } from '../support/dictionaries.ts';
import { depositByCard, headerBalance, TEST_CARDS, THREE_DS_CODE } from '../support/payments.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Deposits end to end on the real server and the sandbox provider's hosted page: the player
 * pays by card, comes back to the paycheck, and sees the outcome; the header's balance follows
 * without a reload when the money arrives, and stays put when the card is declined.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

// Registration's proof of work, the provider's page and its asynchronous webhook, on a machine
// that may be busy: the fixtures and hooks alone can take longer than the default 20 s.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ context, site, signIn, player }) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
});

test('a card deposit credits the account and the header follows', async ({ page }) => {
  await expect(headerBalance(page)).toHaveText('0,00 ₽');
  await page.goto('/ru/office/recharge');
  const screen = page.getByTestId('recharge-page');
  await expect(
    screen.getByRole('heading', { name: text('ru', 'payment_recharge_title') }),
  ).toBeVisible();
  await expect(screen.getByTestId('payment-account')).toContainText('RUB');
  for (const kind of ['card', 'bank_transfer', 'e_wallet']) {
    await expect(screen.getByTestId(`payment-method-${kind}`)).toBeVisible();
  }

  // The form checks the amount as the server would before anything is sent.
  await screen.getByTestId('payment-method-card').click();
  const form = page.getByTestId('recharge-form');
  const amount = form.getByTestId('payment-amount');
  await amount.fill('-12,345');
  await expect(amount).toHaveValue('12.34');
  await amount.blur();
  await expect(form.getByTestId('error-amount')).toContainText(
    text('ru', 'payment_amount_below_min', { min: '' }).trim(),
  );
  await amount.fill('99999999');
  await expect(form.getByTestId('error-amount')).toContainText(
    text('ru', 'payment_amount_above_max', { max: '' }).trim(),
  );

  const status = await depositByCard(page, 'ru', '5000', TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/[?&]payment=/);
  await expect(status).toHaveText(text('ru', 'payment_status_success'), { timeout: 20_000 });
  await expect(page.getByTestId('paycheck-amount')).toHaveText(/^5\s000,00 ₽$/);
  await expect(headerBalance(page)).toHaveText(/^5\s000,00 ₽$/);
  await page.screenshot({
    path: `${shots}payments-paycheck-success-ru-dark-desktop.png`,
    fullPage: true,
  });

  // Once decided, the receipt offers the next steps.
  await expect(page.getByTestId('paycheck-again')).toHaveText(
    text('ru', 'payment_make_another_deposit'),
  );
  await expect(page.getByTestId('paycheck-history')).toHaveText(
    text('ru', 'payment_go_to_history'),
  );
});

test('a declined card leaves the balance as it was', async ({ page }) => {
  const status = await depositByCard(page, 'ru', '1000', TEST_CARDS.declined);
  await expect(status).toHaveText(text('ru', 'payment_status_failed'), { timeout: 20_000 });
  await expect(page.getByTestId('paycheck-message')).toHaveText(
    text('ru', 'payment_paycheck_deposit_failed'),
  );
  await expect(headerBalance(page)).toHaveText('0,00 ₽');
});

test('a 3-D Secure card pays after its confirmation code', async ({ page }) => {
  const status = await depositByCard(page, 'en', '2500', TEST_CARDS.threeDs, {
    threeDsCode: THREE_DS_CODE,
  });
  await expect(status).toHaveText(text('en', 'payment_status_success'), { timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText('2,500.00 ₽');
});
