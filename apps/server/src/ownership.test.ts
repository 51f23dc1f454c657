import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moneyRequest,
  type Payer,
  payer,
  startDeposit,
} from './modules/payments/payments-test-kit.ts';
import { createTestApp, jsonApi, type TestApp } from './testing/test-app.ts';

/*
 * Issue 11, ownership first: every call that takes the id of something a player owns answers
 * another player's id exactly as an id that does not exist, before any other check, so no
 * answer tells anything about someone else's accounts, payments, requests or sessions.
 */

const MISSING_ID = 999_999_999;

let t: TestApp;
let me: Payer;
/** Ids of the other player's things: an account with a pending deposit, the deposit itself. */
let theirs: { accountId: number; paymentId: number; requestId: number; sessionId: string };

beforeAll(async () => {
  t = await createTestApp();
  me = await payer(t);
  const other = await payer(t);
  const deposit = await startDeposit(t, other, '25');
  const request = await t.app.inject(
    jsonApi(
      'POST',
      '/web-api/payment-requests',
      { topic: 'other', message: 'Where is my money, please?' },
      other.token,
    ),
  );
  expect(request.statusCode, request.body).toBe(201);
  const sessions = await t.app.inject({
    method: 'GET',
    url: '/web-api/getusersessions',
    headers: { authorization: `Bearer ${other.token}` },
  });
  theirs = {
    accountId: other.account.id,
    paymentId: deposit.payment.id,
    requestId: request.json().data.attributes.id,
    sessionId: sessions.json().data.attributes.sessions[0].id,
  };
});
afterAll(() => t.close());

const asMe = (method: 'GET' | 'POST', url: string, attributes?: unknown): InjectOptions =>
  attributes === undefined
    ? { method, url, headers: { authorization: `Bearer ${me.token}` } }
    : jsonApi('POST', url, attributes, me.token);

/** Each call with the other player's id and with an id nobody has. */
const cases: [string, () => InjectOptions, () => InjectOptions][] = [
  [
    'deleteCurrencyAccount',
    () => asMe('POST', '/web-api/deleteCurrencyAccount', { account_id: theirs.accountId }),
    () => asMe('POST', '/web-api/deleteCurrencyAccount', { account_id: MISSING_ID }),
  ],
  [
    'setactiveaccount',
    () => asMe('POST', '/web-api/user/setactiveaccount', { account_id: theirs.accountId }),
    () => asMe('POST', '/web-api/user/setactiveaccount', { account_id: MISSING_ID }),
  ],
  [
    'getrechargedata',
    () => asMe('GET', `/web-api/getrechargedata?account_id=${theirs.accountId}`),
    () => asMe('GET', `/web-api/getrechargedata?account_id=${MISSING_ID}`),
  ],
  [
    'getdeducedata',
    () => asMe('GET', `/web-api/getdeducedata?account_id=${theirs.accountId}`),
    () => asMe('GET', `/web-api/getdeducedata?account_id=${MISSING_ID}`),
  ],
  ['payments/deposit', () => depositTo(theirs.accountId), () => depositTo(MISSING_ID)],
  ['payments/withdrawal', () => withdrawFrom(theirs.accountId), () => withdrawFrom(MISSING_ID)],
  [
    'payments/{id}',
    () => asMe('GET', `/web-api/payments/${theirs.paymentId}`),
    () => asMe('GET', `/web-api/payments/${MISSING_ID}`),
  ],
  ['gethistorypaymentvirtualaccount', () => history(theirs.accountId), () => history(MISSING_ID)],
  [
    'payment-requests/{id}',
    () => asMe('GET', `/web-api/payment-requests/${theirs.requestId}`),
    () => asMe('GET', `/web-api/payment-requests/${MISSING_ID}`),
  ],
  [
    'payment-requests/{id}/close',
    () => asMe('POST', `/web-api/payment-requests/${theirs.requestId}/close`),
    () => asMe('POST', `/web-api/payment-requests/${MISSING_ID}/close`),
  ],
  [
    'closesession',
    () => asMe('POST', '/web-api/closesession', { session_id: theirs.sessionId }),
    () => asMe('POST', '/web-api/closesession', { session_id: randomUUID() }),
  ],
];

function depositTo(accountId: number): InjectOptions {
  const attributes = { account_id: accountId, method_id: 'card', amount: '25', language: 'en' };
  return moneyRequest('/web-api/payments/deposit', attributes, me.token, 'same-key-deposit');
}

function withdrawFrom(accountId: number): InjectOptions {
  const attributes = { account_id: accountId, method_id: 'card', amount: '25', details: '4242' };
  return moneyRequest('/web-api/payments/withdrawal', attributes, me.token, 'same-key-withdrawal');
}

function history(accountId: number): InjectOptions {
  return asMe('POST', '/web-api/gethistorypaymentvirtualaccount', {
    account_id: accountId,
    page_number: 1,
  });
}

describe("another player's id", () => {
  it.each(cases)('%s answers as an id nobody has', async (_, foreign, missing) => {
    const theirAnswer = await t.app.inject(foreign());
    const missingAnswer = await t.app.inject(missing());
    // A real answer about the id, not a refusal of the caller.
    expect([401, 403]).not.toContain(missingAnswer.statusCode);
    expect(theirAnswer.statusCode).toBe(missingAnswer.statusCode);
    expect(theirAnswer.json()).toEqual(missingAnswer.json());
  });
});
