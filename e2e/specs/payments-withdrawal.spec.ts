import type { Page } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import {
  decideWithdrawal,
  depositByCard,
  headerBalance,
  paycheckIdOf,
  TEST_CARDS,
} from '../support/payments.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Withdrawals end to end: after a card deposit the player asks to withdraw to the same card;
 * the amount leaves the balance at once; an operator rejects (the money comes back) or
 * approves (the receipt says it was paid out). The operator acts through the back-office API.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

// Registration's proof of work, the provider's page and its asynchronous webhook, on a machine
// that may be busy: the fixtures and hooks alone can take longer than the default 20 s.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ context, site, signIn, player, page }) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  const status = await depositByCard(page, 'ru', '5000', TEST_CARDS.succeeds);
  await expect(status).toHaveText(text('ru', 'payment_status_success'), { timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText(/^5\s000,00 ₽$/);
});

/** Asks for a withdrawal of 1 000 ₽ to the test card; answers the withdrawal's paycheck id. */
async function withdrawToCard(page: Page): Promise<number> {
  await page.goto('/ru/office/withdrawal');
  const screen = page.getByTestId('deduce-page');
  await expect(screen.getByTestId('deduce-available')).toHaveText(/^5\s000,00 ₽$/);
  // Only the method the player deposited with is offered.
  await expect(screen.getByTestId('payment-method-card')).toBeVisible();
  await expect(screen.getByTestId('payment-method-bank_transfer')).toHaveCount(0);
  await screen.getByTestId('payment-method-card').click();

  const form = page.getByTestId('deduce-form');
  await form.getByTestId('payment-amount').fill('1000');
  const details = form.getByTestId('payout-details');
  await details.fill('4242 4242 4242 4241');
  await details.blur();
  await expect(form.getByTestId('error-details')).toHaveText(
    text('ru', 'payout_card_number_invalid'),
  );
  await details.fill(TEST_CARDS.succeeds);
  await expect(form.getByTestId('error-details')).toHaveCount(0);
  await form.getByTestId('deduce-continue').click();

  const confirm = page.getByTestId('deduce-confirm');
  await expect(confirm.getByTestId('deduce-confirm-details')).toHaveText('•••• 4242');
  await expect(confirm).toContainText(text('ru', 'payment_deduce_confirm_final'));
  await page.screenshot({
    path: `${shots}payments-deduce-confirm-ru-dark-desktop.png`,
    fullPage: true,
  });
  await confirm.getByTestId('deduce-confirm-submit').click();

  const requested = page.getByTestId('deduce-requested');
  await expect(requested.getByTestId('payment-status')).toHaveText(
    text('ru', 'payment_status_pending'),
  );
  // Held at once: the header shows the rest before any operator looks at it.
  await expect(headerBalance(page)).toHaveText(/^4\s000,00 ₽$/);
  await requested.getByTestId('deduce-paycheck-link').click();
  await expect(page).toHaveURL(/\/office\/paycheck\?/);
  return paycheckIdOf(page.url());
}

test('a rejected withdrawal gives the money back', async ({ page, request }) => {
  const id = await withdrawToCard(page);
  const status = page.getByTestId('paycheck-page').getByTestId('payment-status');
  await expect(status).toHaveText(text('ru', 'payment_status_pending'));

  await decideWithdrawal(request, id, { reject: 'Documents needed' });
  // The paycheck asks again by itself, and the header follows without a reload.
  await expect(status).not.toHaveText(text('ru', 'payment_status_pending'), { timeout: 30_000 });
  await expect(page.getByTestId('paycheck-message')).toHaveText(
    text('ru', 'payment_paycheck_withdrawal_rejected'),
  );
  await expect(page.getByTestId('paycheck-reason')).toContainText('Documents needed');
  await expect(headerBalance(page)).toHaveText(/^5\s000,00 ₽$/);
});

test('an approved withdrawal is paid out', async ({ page, request }) => {
  const id = await withdrawToCard(page);
  await decideWithdrawal(request, id, { approve: true });
  const status = page.getByTestId('paycheck-page').getByTestId('payment-status');
  await expect(status).toHaveText(text('ru', 'payment_status_success'), { timeout: 30_000 });
  await expect(page.getByTestId('paycheck-message')).toHaveText(
    text('ru', 'payment_paycheck_withdrawal_success'),
  );
  await expect(headerBalance(page)).toHaveText(/^4\s000,00 ₽$/);
  await page.screenshot({
    path: `${shots}payments-paycheck-withdrawal-ru-dark-desktop.png`,
    fullPage: true,
  });
});
