import { randomUUID } from 'node:crypto';
import type { Account } from '@arenabet/contracts/accounts';
import type { DepositStart, Payment } from '@arenabet/contracts/payments';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { jsonApi, type TestApp } from '../../testing/test-app.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import type { SandboxProvider } from '../payment-sandbox/provider.ts';

/*
 * Payments through the real app and the real sandbox provider: deposits are paid on the
 * sandbox's hosted page (by inject) and credited by its signed webhooks, which the test
 * delivers in-process when it chooses (`deliverWebhooks`).
 */

export const EUR = 12;
export const USD = 10;
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDs: '4000000000003220',
} as const;

export interface Payer {
  id: number;
  token: string;
  account: Account;
}

export const newKey = () => `test-${randomUUID()}`;

export function sandboxOf(t: TestApp): SandboxProvider {
  return t.app.services.payments.providers.get('sandbox') as SandboxProvider;
}

/** A signed-in player with a main account in the currency. */
export async function payer(t: TestApp, currencyId = EUR): Promise<Payer> {
  const made = await makePlayer(t);
  const account = await t.app.services.accounts.openMainAccount(made.id, currencyId);
  return { id: made.id, token: made.token, account };
}

/** A JSON:API POST with the player's token and an Idempotency-Key (none when key is null). */
export function moneyRequest(
  url: string,
  attributes: unknown,
  token: string,
  key: string | null = newKey(),
): InjectOptions {
  const request = jsonApi('POST', url, attributes, token);
  return {
    ...request,
    headers: { ...request.headers, ...(key ? { 'idempotency-key': key } : {}) },
  };
}

export async function startDeposit(
  t: TestApp,
  who: Payer,
  amount: string,
  key = newKey(),
  methodId = 'card',
): Promise<DepositStart> {
  const answer = await t.app.inject(
    moneyRequest(
      '/web-api/payments/deposit',
      { account_id: who.account.id, method_id: methodId, amount, language: 'en' },
      who.token,
      key,
    ),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes;
}

/** Fills the sandbox's hosted card form; answers the page's response (303 when finished). */
export function payByCard(
  t: TestApp,
  redirectUrl: string,
  card: string = TEST_CARDS.succeeds,
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({
    number: card,
    expiry: '12/39',
    cvc: '123',
    holder: 'Test Player',
  });
  return t.app.inject({
    method: 'POST',
    url: `${new URL(redirectUrl).pathname}/card`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** Moves time past every webhook's due moment and sends them (duplicates included). */
export async function deliverWebhooks(t: TestApp): Promise<void> {
  for (let round = 0; round < 3; round++) {
    t.clock.advance(5_000);
    await sandboxOf(t).runDue(t.clock.now());
  }
}

export async function paymentOf(t: TestApp, who: Payer, id: number): Promise<Payment> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/web-api/payments/${id}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes;
}

/** A deposit paid with the success card and credited. */
export async function deposited(t: TestApp, who: Payer, amount: string): Promise<Payment> {
  const started = await startDeposit(t, who, amount);
  expect((await payByCard(t, started.redirectUrl)).statusCode).toBe(303);
  await deliverWebhooks(t);
  const payment = await paymentOf(t, who, started.payment.id);
  expect(payment.status).toBe('success');
  return payment;
}

/** The account's balance in major units. */
export async function balanceOf(t: TestApp, who: Payer, accountId = who.account.id) {
  const accounts = await t.app.services.accounts.accountsOf(who.id);
  return accounts.find((account) => account.id === accountId)?.money;
}

export async function withdraw(
  t: TestApp,
  who: Payer,
  attributes: Record<string, unknown>,
  key = newKey(),
): Promise<LightMyRequestResponse> {
  return t.app.inject(
    moneyRequest(
      '/web-api/payments/withdrawal',
      {
        account_id: who.account.id,
        method_id: 'card',
        details: TEST_CARDS.succeeds,
        ...attributes,
      },
      who.token,
      key,
    ),
  );
}

export async function operatorPost(
  t: TestApp,
  url: string,
  attributes: unknown = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject(jsonApi('POST', url, attributes, await t.operatorToken()));
}
