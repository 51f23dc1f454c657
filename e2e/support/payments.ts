import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { JSON_API } from './bets.ts';
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

/* A deposit through the site's API, for specs that need money on the account. */

interface RechargeMethod {
  id: string;
  kind: string;
  presets: string[];
  minAmount: string;
}

/**
 * A deposit the way a player makes one: the site starts it and names the provider's hosted
 * page, the card form there is sent, and the provider's webhook settles it a moment later.
 */
export async function deposit(
  api: APIRequestContext,
  amount: string,
  card: string,
): Promise<number> {
  const data = await api.get('/web-api/getrechargedata');
  expect(data.ok(), await data.text()).toBe(true);
  const { accountId, methods } = (await data.json()).data.attributes as {
    accountId: number;
    methods: RechargeMethod[];
  };
  const method = methods.find((candidate) => candidate.kind === 'card');
  if (!method) throw new Error('the sandbox offers no card deposits');
  const started = await api.post('/web-api/payments/deposit', {
    headers: { 'content-type': JSON_API, 'idempotency-key': `e2e-deposit-${randomUUID()}` },
    data: { data: { attributes: { account_id: accountId, method_id: method.id, amount } } },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { payment, redirectUrl } = (await started.json()).data.attributes;
  const hosted = new URL(redirectUrl, 'http://site.invalid');
  const form = { number: card, expiry: '12/34', cvc: '123', holder: 'Deposit Tester' };
  const paid = await api.post(`${hosted.pathname}/card`, { form, maxRedirects: 0 });
  expect([200, 303], await paid.text()).toContain(paid.status());
  await expect
    .poll(
      async () =>
        (await (await api.get(`/web-api/payments/${payment.id}`)).json()).data.attributes.status,
      { timeout: 30_000 },
    )
    .not.toBe('pending');
  return payment.id;
}

/** The card method's amounts the player would tap: within its limits for the currency. */
export async function depositAmounts(api: APIRequestContext): Promise<[string, string]> {
  const data = await api.get('/web-api/getrechargedata');
  const methods = (await data.json()).data.attributes.methods as RechargeMethod[];
  const card = methods.find((method) => method.kind === 'card');
  const [first = card?.minAmount ?? '1000', second = first] = card?.presets ?? [];
  return [first, second];
}
