import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { operatorHeaders } from './operator.ts';

/*
 * The money screens end to end: the sandbox provider's hosted page (a page the server serves)
 * and the operator's side of a withdrawal, which the specs drive through the back-office API.
 */

/** The sandbox's published test cards. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0000 0000 3220',
} as const;

export const THREE_DS_CODE = '123456';

/** Fills the hosted page's card form and pays; with a 3-D Secure card, confirms the code too. */
export async function payOnSandbox(
  page: Page,
  card: string,
  options: { threeDsCode?: string } = {},
): Promise<void> {
  await expect(page).toHaveURL(/\/web-api\/payments\/sandbox\/checkout\//);
  await page.locator('#f-number').fill(card);
  await page.locator('#f-expiry').fill('12/34');
  await page.locator('#f-cvc').fill('123');
  await page.locator('#f-holder').fill('Test Player');
  await page.locator('form[action$="/card"] button[type="submit"]').click();
  if (options.threeDsCode) {
    await page.locator('#f-code').fill(options.threeDsCode);
    await page.locator('form[action$="/three-ds"] button[type="submit"]').click();
  }
}

/** The operator's decision on a pending withdrawal, through the back office's API. */
export async function decideWithdrawal(
  request: APIRequestContext,
  paymentId: number,
  decision: { approve: true } | { reject: string },
): Promise<void> {
  const bearer = await operatorHeaders(request);
  // Approving takes no body; a JSON content type with an empty body is refused.
  const answer =
    'approve' in decision
      ? await request.post(`/web-api/backoffice/payments/${paymentId}/approve`, {
          headers: bearer,
        })
      : await request.post(`/web-api/backoffice/payments/${paymentId}/reject`, {
          headers: { ...bearer, 'content-type': 'application/vnd.api+json' },
          data: { data: { attributes: { reason: decision.reject } } },
        });
  if (!answer.ok())
    throw new Error(`withdrawal decision: ${answer.status()} ${await answer.text()}`);
}

/** The header's balance of the active account. */
export function headerBalance(page: Page): Locator {
  return page.getByTestId('account-switcher').getByTestId('account-switcher-balance');
}

/** The payment id the paycheck's address carries (`?id=`). */
export function paycheckIdOf(url: string): number {
  const id = Number(new URL(url).searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) throw new Error(`no payment id in ${url}`);
  return id;
}

/**
 * Deposits through the recharge form and the sandbox page, and waits on the paycheck until the
 * payment is decided. Answers the paycheck's status badge.
 */
export async function depositByCard(
  page: Page,
  language: string,
  amount: string,
  card: string,
  options: { threeDsCode?: string } = {},
): Promise<Locator> {
  await page.goto(`/${language}/office/recharge`);
  await page.getByTestId('payment-method-card').click();
  const form = page.getByTestId('recharge-form');
  await form.getByTestId('payment-amount').fill(amount);
  await form.getByTestId('recharge-submit').click();
  await payOnSandbox(page, card, options);
  await expect(page).toHaveURL(/\/office\/paycheck\?/);
  return page.getByTestId('paycheck-page').getByTestId('payment-status');
}
