import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { rows } from '../accounts/consistency.ts';
import { signIn } from '../password/security-test-kit.ts';
import { signatureHeader } from '../payment-sandbox/signature.ts';
import { serverSecret as readServerSecret } from '../system/secrets.ts';
import {
  balanceOf,
  deliverWebhooks,
  deposited,
  EUR,
  moneyRequest,
  newKey,
  operatorPost,
  type Payer,
  payByCard,
  payer,
  paymentOf,
  sandboxOf,
  startDeposit,
  TEST_CARDS,
  USD,
  withdraw,
} from './payments-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countPayments = async () => {
  const [row] = await rows<{ n: string }>(
    t.database.db,
    sql`select count(*)::text as n from payments`,
  );
  return Number(row?.n);
};

const expectConsistent = async () =>
  expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);

// Read through the service: half an hour later the player's session has logged itself off.
const playerPayment = (who: Payer, id: number) => t.app.services.payments.paymentOf(who.id, id);

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('recharge data', () => {
  it('lists the deposit methods serving the account’s currency with its round figures', async () => {
    const p = await payer(t);
    const answer = await get('/web-api/getrechargedata', p.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data.attributes;
    expect(data.accountId).toBe(p.account.id);
    expect(data.currency).toMatchObject({ id: EUR, iso: 'EUR', precision: 2 });
    expect(data.methods.map((m: { id: string }) => m.id)).toEqual([
      'card',
      'bank_transfer',
      'e_wallet',
    ]);
    // The euro's own figures, not 1 and 5000 USD converted (0.93 – 4629.62, presets 9.25 …).
    expect(data.methods[0]).toMatchObject({
      kind: 'card',
      minAmount: '1.00',
      maxAmount: '5000.00',
      presets: ['10.00', '50.00', '100.00', '500.00'],
    });
  });

  it('refuses another player’s account and anonymous callers', async () => {
    const [p, other] = [await payer(t), await payer(t)];
    const answer = await get(`/web-api/getrechargedata?account_id=${other.account.id}`, p.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().validation_errors).toEqual({ account_id: ['account_not_found'] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/web-api/getrechargedata' })).statusCode,
    ).toBe(401);
  });
});

describe('deposits', () => {
  it('credit the account once, only when the provider’s signed webhook arrives', async () => {
    const p = await payer(t);
    const started = await startDeposit(t, p, '25.50');
    expect(started.payment).toMatchObject({
      status: 'pending',
      amount: '25.50',
      direction: 'deposit',
    });
    expect(started.redirectUrl).toContain('/web-api/payments/sandbox/checkout/');

    const paid = await payByCard(t, started.redirectUrl);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/en/office/paycheck?id=${started.payment.id}`);
    // Paid on the provider's page, but nothing is credited before the webhook.
    expect((await paymentOf(t, p, started.payment.id)).status).toBe('pending');
    expect(await balanceOf(t, p)).toBe(0);

    await deliverWebhooks(t);
    expect((await paymentOf(t, p, started.payment.id)).status).toBe('success');
    expect(await balanceOf(t, p)).toBe(25.5);
    // The sandbox sent the event twice; a second round changes nothing either.
    await deliverWebhooks(t);
    expect(await balanceOf(t, p)).toBe(25.5);
    await expectConsistent();
  });

  it('end failed on a declined card and cancelled on cancel, crediting nothing', async () => {
    const p = await payer(t);
    const declined = await startDeposit(t, p, '10');
    await payByCard(t, declined.redirectUrl, TEST_CARDS.declined);
    const cancelled = await startDeposit(t, p, '10');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${new URL(cancelled.redirectUrl).pathname}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    await deliverWebhooks(t);
    expect((await paymentOf(t, p, declined.payment.id)).status).toBe('failed');
    expect((await paymentOf(t, p, cancelled.payment.id)).status).toBe('cancelled');
    expect(await balanceOf(t, p)).toBe(0);
  });

  it('expire when the player abandons the checkout: cancelled with the reason, nothing credited', async () => {
    const p = await payer(t);
    const started = await startDeposit(t, p, '10');
    // The provider closes its page at the configured 30 minutes and says so.
    t.clock.advance(30 * 60_000 - 1);
    expect(await sandboxOf(t).cancelExpired(t.clock.now())).toBe(0);
    expect((await playerPayment(p, started.payment.id)).status).toBe('pending');
    t.clock.advance(1);
    expect(await sandboxOf(t).cancelExpired(t.clock.now())).toBeGreaterThanOrEqual(1);
    await deliverWebhooks(t);
    expect(await playerPayment(p, started.payment.id)).toMatchObject({
      status: 'cancelled',
      reason: 'payment_checkout_expired',
    });
    expect((await payByCard(t, started.redirectUrl)).statusCode).toBe(409);
    expect(await balanceOf(t, p)).toBe(0);
    await expectConsistent();
  });

  it('expire by our own sweep when the provider stays silent, and a late success still credits', async () => {
    const p = await payer(t);
    const started = await startDeposit(t, p, '12');
    const payments = t.app.services.payments;
    const grace = 5 * 60_000;
    t.clock.advance(30 * 60_000 + grace - 1);
    expect(await payments.expireAbandonedDeposits(t.clock.now())).toBe(0);
    t.clock.advance(1);
    expect(await payments.expireAbandonedDeposits(t.clock.now())).toBeGreaterThanOrEqual(1);
    const payment = await playerPayment(p, started.payment.id);
    expect(payment).toMatchObject({ status: 'cancelled', reason: 'payment_checkout_expired' });
    // The provider's word arrives after all: the money was taken, so it is credited, once.
    const late = JSON.stringify({
      event_id: `evt_late_${payment.id}`,
      type: 'payment.succeeded',
      merchant_reference: payment.reference,
      amount: 1200,
      currency: 'EUR',
    });
    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/web-api/payments/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signatureHeader(
            await readServerSecret(t.database.db, 'payment-sandbox-webhook-key'),
            late,
            t.clock.now(),
          ),
        },
        payload: late,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await playerPayment(p, started.payment.id)).status).toBe('success');
    expect(await balanceOf(t, p)).toBe(12);
    await expectConsistent();
  });

  it('answer the first payment for a repeated key, and 409 for the key with other data', async () => {
    const p = await payer(t);
    const key = newKey();
    const first = await startDeposit(t, p, '10', key);
    const again = await startDeposit(t, p, '10', key);
    expect(again.payment.id).toBe(first.payment.id);
    expect(again.redirectUrl).toBe(first.redirectUrl);
    const other = await t.app.inject(
      moneyRequest(
        '/web-api/payments/deposit',
        { account_id: p.account.id, method_id: 'card', amount: '11' },
        p.token,
        key,
      ),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('payment_idempotency_key_reused');
  });

  it.each([
    [{ amount: '-5' }, { amount: ['payment_amount_invalid'] }],
    [{ amount: '0' }, { amount: ['payment_amount_below_min'] }],
    [{ amount: '10.001' }, { amount: ['payment_amount_precision'] }],
    [{ amount: '1e3' }, { amount: ['payment_amount_invalid'] }],
    [{ amount: '99999999999999999999' }, { amount: ['payment_amount_above_max'] }],
    [{ amount: '5000.01' }, { amount: ['payment_amount_above_max'] }],
    [{ amount: true }, { amount: ['validation_invalid_type'] }],
    [{ amount: undefined }, { amount: ['required'] }],
    [{ method_id: 'crypto' }, { method_id: ['payment_method_unavailable'] }],
    [{ method_id: 'cheque' }, { method_id: ['payment_method_unavailable'] }],
    [{ account_id: 'x' }, { account_id: ['validation_invalid_type'] }],
    [{ account_id: 2_147_483_647 }, { account_id: ['account_not_found'] }],
  ])('refuse %j with a clear 400 and write nothing', async (change, errors) => {
    const p = await payer(t);
    const before = await countPayments();
    const answer = await t.app.inject(
      moneyRequest(
        '/web-api/payments/deposit',
        { account_id: p.account.id, method_id: 'card', amount: '10', ...change },
        p.token,
      ),
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().validation_errors).toEqual(errors);
    expect(await countPayments()).toBe(before);
  });

  it('need a usable Idempotency-Key header', async () => {
    const p = await payer(t);
    const body = { account_id: p.account.id, method_id: 'card', amount: '10' };
    const missing = await t.app.inject(
      moneyRequest('/web-api/payments/deposit', body, p.token, null),
    );
    expect(missing.json().validation_errors).toEqual({ idempotency_key: ['required'] });
    const bad = await t.app.inject(
      moneyRequest('/web-api/payments/deposit', body, p.token, 'short'),
    );
    expect(bad.json().validation_errors).toEqual({
      idempotency_key: ['validation_invalid_format'],
    });
  });

  it('refuse another player’s account without revealing it', async () => {
    const [p, other] = [await payer(t), await payer(t)];
    const answer = await t.app.inject(
      moneyRequest(
        '/web-api/payments/deposit',
        { account_id: other.account.id, method_id: 'card', amount: '10' },
        p.token,
      ),
    );
    expect(answer.json().validation_errors).toEqual({ account_id: ['account_not_found'] });
    const peek = await get(
      `/web-api/payments/${(await startDeposit(t, other, '10')).payment.id}`,
      p.token,
    );
    expect(peek.statusCode).toBe(404);
  });
});

describe('webhooks', () => {
  const post = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/web-api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      payload: body,
    });
  // The key the app's sandbox signs with (made on first use, shared by both sides).
  const serverSecret = () => readServerSecret(t.database.db, 'payment-sandbox-webhook-key');

  const eventFor = (reference: string, amount: number, id = newKey()) =>
    JSON.stringify({
      event_id: id,
      type: 'payment.succeeded',
      merchant_reference: reference,
      amount,
      currency: 'EUR',
    });

  it('refuse an unsigned or wrongly signed event with 401', async () => {
    const p = await payer(t);
    const started = await startDeposit(t, p, '10');
    const body = eventFor(started.payment.reference, 1000);
    expect((await post(body, 't=1,v1=00')).statusCode).toBe(401);
    const forged = signatureHeader('not-the-secret', body, t.clock.now());
    expect((await post(body, forged)).statusCode).toBe(401);
    expect(await balanceOf(t, p)).toBe(0);
  });

  it('ignore a signed event whose amount differs from the payment, and unknown references', async () => {
    const p = await payer(t);
    const started = await startDeposit(t, p, '10');
    const wrongAmount = eventFor(started.payment.reference, 100_000);
    const answer = await post(
      wrongAmount,
      signatureHeader(await serverSecret(), wrongAmount, t.clock.now()),
    );
    expect(answer.json(), answer.body).toEqual({ received: true, outcome: 'ignored' });
    const unknown = eventFor('AB-NOT-A-PAYMENT', 1000);
    const unknownAnswer = await post(
      unknown,
      signatureHeader(await serverSecret(), unknown, t.clock.now()),
    );
    expect(unknownAnswer.json().outcome).toBe('ignored');
    expect((await paymentOf(t, p, started.payment.id)).status).toBe('pending');
    expect(await balanceOf(t, p)).toBe(0);
  });

  it('apply a redelivered event once', async () => {
    const p = await payer(t);
    const started = await startDeposit(t, p, '10');
    const body = eventFor(started.payment.reference, 1000);
    const signature = signatureHeader(await serverSecret(), body, t.clock.now());
    expect((await post(body, signature)).json().outcome).toBe('applied');
    expect((await post(body, signature)).json().outcome).toBe('duplicate');
    // A new event (another id) for the same payment finds it already settled.
    const second = eventFor(started.payment.reference, 1000);
    expect(
      (await post(second, signatureHeader(await serverSecret(), second, t.clock.now()))).json()
        .outcome,
    ).toBe('duplicate');
    expect(await balanceOf(t, p)).toBe(10);
  });
});

describe('withdrawals', () => {
  const funded = async (amount = '100'): Promise<Payer> => {
    const p = await payer(t);
    await deposited(t, p, amount);
    return p;
  };

  it('go only to a method the player deposited with', async () => {
    const p = await payer(t);
    const deduce = await get('/web-api/getdeducedata', p.token);
    expect(deduce.json().data.attributes.methods).toEqual([]);
    const answer = await withdraw(t, p, { amount: '10' });
    expect(answer.json().validation_errors).toEqual({ method_id: ['payment_method_unavailable'] });
  });

  it('hold the amount at once, and an operator’s rejection returns it', async () => {
    const p = await funded();
    const requested = await withdraw(t, p, { amount: '30' });
    expect(requested.statusCode, requested.body).toBe(200);
    const payment = requested.json().data.attributes;
    expect(payment).toMatchObject({
      status: 'pending',
      details: '•••• 4242',
      direction: 'withdrawal',
    });
    expect(await balanceOf(t, p)).toBe(70);
    const deduce = (await get('/web-api/getdeducedata', p.token)).json().data.attributes;
    expect(deduce).toMatchObject({ available: '70.00', pending: '30.00', blockedReason: null });

    const rejected = await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/reject`, {
      reason: 'Documents needed',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // Rejected by the operator, not cancelled: the player's history says the same.
    expect(rejected.json().data.attributes).toMatchObject({
      status: 'rejected',
      reason: 'Documents needed',
      decidedBy: 'admin',
    });
    expect(await balanceOf(t, p)).toBe(100);
    expect((await paymentOf(t, p, payment.id)).status).toBe('rejected');
    const again = await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t, p)).toBe(100);
    await expectConsistent();
  });

  it('are paid out on approval, once', async () => {
    const p = await funded();
    const payment = (await withdraw(t, p, { amount: '40' })).json().data.attributes;
    const approved = await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/approve`);
    expect(approved.json().data.attributes.status).toBe('success');
    expect(
      (await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/approve`)).statusCode,
    ).toBe(409);
    expect(
      (await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/reject`, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(await balanceOf(t, p)).toBe(60);
    expect(
      await t.app.services.accounts.houseBalance('pending_withdrawals', EUR),
    ).toBeGreaterThanOrEqual(0);
    await expectConsistent();
  });

  it('return the money when the provider refuses the payout', async () => {
    const p = await funded();
    const payment = (await withdraw(t, p, { amount: '20', details: TEST_CARDS.declined })).json()
      .data.attributes;
    const approved = await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/approve`);
    expect(approved.json().data.attributes).toMatchObject({
      status: 'failed',
      reason: 'payout_declined_by_provider',
    });
    expect(await balanceOf(t, p)).toBe(100);
  });

  it.each([
    [{ amount: '500' }, { amount: ['account_insufficient_funds'] }],
    [{ amount: '5' }, { amount: ['payment_amount_below_min'] }],
    [{ amount: '-10' }, { amount: ['payment_amount_invalid'] }],
    [{ amount: '10.555' }, { amount: ['payment_amount_precision'] }],
    [{ details: '4242424242424241' }, { details: ['payout_card_number_invalid'] }],
    [{ details: '' }, { details: ['required'] }],
    [{ details: 42 }, { details: ['validation_invalid_type'] }],
  ])('refuse %j with a clear 400 and move nothing', async (change, errors) => {
    const p = await funded();
    const before = await countPayments();
    const answer = await withdraw(t, p, { amount: '20', ...change });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().validation_errors).toEqual(errors);
    expect(await countPayments()).toBe(before);
    expect(await balanceOf(t, p)).toBe(100);
  });

  it('answer the first payment for a repeated key and move money once', async () => {
    const p = await funded();
    const key = newKey();
    const first = (await withdraw(t, p, { amount: '10' }, key)).json().data.attributes;
    const second = (await withdraw(t, p, { amount: '10' }, key)).json().data.attributes;
    expect(second.id).toBe(first.id);
    expect(await balanceOf(t, p)).toBe(90);
    expect((await withdraw(t, p, { amount: '11' }, key)).statusCode).toBe(409);
  });

  it('keep a currency account with a pending payment from closing', async () => {
    const p = await payer(t);
    const created = await t.app.services.accounts.createCurrencyAccount(p.id, USD);
    await startDeposit(t, { ...p, account: created }, '10');
    const closing = await t.app.inject(
      jsonApi('POST', '/web-api/deleteCurrencyAccount', { account_id: created.id }, p.token),
    );
    expect(closing.json().validation_errors).toEqual({
      account_id: ['account_has_pending_payments'],
    });
  });
});

describe('refunds', () => {
  it('debit the player once, even when the provider’s refund webhook follows', async () => {
    const p = await payer(t);
    const payment = await deposited(t, p, '50');
    const refunded = await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.attributes.status).toBe('refunded');
    expect(await balanceOf(t, p)).toBe(0);
    await deliverWebhooks(t);
    expect(await balanceOf(t, p)).toBe(0);
    expect(
      (await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/refund`)).statusCode,
    ).toBe(409);
    await expectConsistent();
  });

  it('are refused when the money is no longer there', async () => {
    const p = await payer(t);
    const payment = await deposited(t, p, '50');
    await withdraw(t, p, { amount: '45' });
    const refund = await operatorPost(t, `/web-api/backoffice/payments/${payment.id}/refund`);
    expect(refund.statusCode).toBe(400);
    expect(refund.json().message).toBe('account_insufficient_funds');
    expect((await paymentOf(t, p, payment.id)).status).toBe('success');
  });
});

describe('payment history', () => {
  const history = (
    who: Payer,
    attributes: Record<string, unknown>,
    url = '/web-api/gethistorypaymentmainaccount',
  ) => t.app.inject(jsonApi('POST', url, attributes, who.token));

  it('lists the main account’s payments newest first, 50 x page, with filters and net totals', async () => {
    const p = await payer(t);
    await deposited(t, p, '100');
    for (let i = 0; i < 50; i++) await startDeposit(t, p, '1');
    const first = (await history(p, { page_number: 1 })).json().data.attributes;
    expect(first.payments).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.totals).toEqual([
      { currency: expect.objectContaining({ iso: 'EUR' }), net: '100.00' },
    ]);
    const second = (await history(p, { page_number: 2 })).json().data.attributes;
    expect(second.payments).toHaveLength(51);
    expect(second.hasMore).toBe(false);
    const succeeded = (await history(p, { page_number: 1, status: 'success' })).json().data
      .attributes;
    expect(succeeded.payments.map((x: { amount: string }) => x.amount)).toEqual(['100.00']);
    const withdrawals = (await history(p, { page_number: 1, direction: 'withdrawal' })).json().data
      .attributes;
    expect(withdrawals.payments).toEqual([]);
  });

  it('keeps payments older than 90 days in the archive', async () => {
    const p = await payer(t);
    await startDeposit(t, p, '1');
    t.clock.advance(91 * 86_400_000);
    p.token = await signIn(t, p.id); // the first session has expired meanwhile
    expect((await history(p, { page_number: 1 })).json().data.attributes.payments).toEqual([]);
    const archive = (await history(p, { page_number: 1, is_include_archive: true })).json().data
      .attributes;
    expect(archive.payments).toHaveLength(1);
    expect(archive.payments[0].archived).toBe(true);
  });

  it('reads currency accounts through the virtual account call', async () => {
    const p = await payer(t);
    const usd = await t.app.services.accounts.createCurrencyAccount(p.id, USD);
    await startDeposit(t, { ...p, account: usd }, '10');
    const main = (await history(p, { page_number: 1 })).json().data.attributes;
    expect(main.payments).toEqual([]);
    const virtual = (
      await history(p, { page_number: 1 }, '/web-api/gethistorypaymentvirtualaccount')
    ).json().data.attributes;
    expect(virtual.payments.map((x: { currency: { iso: string } }) => x.currency.iso)).toEqual([
      'USD',
    ]);
    const sources = (await get('/web-api/gethistorypaymentsource', p.token)).json().data.attributes;
    expect(sources.methods).toEqual([{ id: 'card', kind: 'card' }]);
    expect(sources.accounts.map((a: { main: boolean }) => a.main)).toEqual([true, false]);
  });

  it.each([
    [{}, { page_number: ['required'] }],
    [{ page_number: 0 }, { page_number: ['validation_invalid_value'] }],
    [{ page_number: 1, status: 'paid' }, { status: ['validation_invalid_value'] }],
    [{ page_number: 1, date_from: '2026-13-01' }, { date_from: ['validation_invalid_format'] }],
  ])('refuses %j', async (attributes, errors) => {
    const p = await payer(t);
    const answer = await history(p, attributes);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().validation_errors).toEqual(errors);
  });
});

describe('back office', () => {
  it('lists payments and a player’s ledger for operators only', async () => {
    const p = await payer(t);
    await deposited(t, p, '20');
    const token = await t.operatorToken();
    const list = await get(
      `/web-api/backoffice/payments?direction=deposit&player_id=${p.id}`,
      token,
    );
    expect(list.json().data.attributes.payments).toHaveLength(1);
    const ledger = (await get(`/web-api/backoffice/players/${p.id}/ledger`, token)).json().data
      .attributes;
    expect(ledger.accounts[0]).toMatchObject({
      balance: '20.00',
      fromPostings: '20.00',
      main: true,
    });
    expect(ledger.entries).toEqual([expect.objectContaining({ kind: 'deposit', amount: '20.00' })]);
    expect((await get('/web-api/backoffice/payments', p.token)).statusCode).toBe(401);
    expect(
      (await operatorPost(t, '/web-api/backoffice/payments/2147483647/approve')).statusCode,
    ).toBe(404);
  });
});
