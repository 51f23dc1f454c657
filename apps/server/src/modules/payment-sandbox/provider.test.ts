import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutRequest } from '../payments/provider.ts';
import {
  checkoutRequest,
  MERCHANT_ORIGIN,
  newReference,
  openSandboxHarness,
  type SandboxHarness,
  TEST_WEBHOOK_SECRET,
} from './sandbox-test-kit.ts';
import { sandboxCheckouts, sandboxTransfers } from './schema.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { webhookPayload } from './webhook-payload.ts';

let h: SandboxHarness;
beforeAll(async () => {
  h = await openSandboxHarness();
});
afterAll(() => h.close());

const EUR = { code: 'EUR', precision: 2 };

describe('createCheckout', () => {
  it('answers the hosted page on the return URL’s origin', async () => {
    const request = checkoutRequest();
    const session = await h.provider.createCheckout(request);
    expect(session.providerReference).toMatch(/^co_[A-Za-z0-9_-]{24}$/);
    expect(session.redirectUrl).toBe(
      `${MERCHANT_ORIGIN}/web-api/payments/sandbox/checkout/${session.providerReference}`,
    );
    const row = await h.checkoutRow(session.providerReference);
    expect(row).toMatchObject({ status: 'open', amount: 1250, currency: 'EUR', precision: 2 });
    expect(row?.expiresAt.getTime()).toBe(h.clock.now().getTime() + 30 * 60_000);
  });

  it('answers the same session for the same merchant reference, and stores one', async () => {
    const request = checkoutRequest();
    const first = await h.provider.createCheckout(request);
    const again = await Promise.all([1, 2, 3].map(() => h.provider.createCheckout(request)));
    for (const session of again) expect(session).toEqual(first);
    const rows = await h.database.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.merchantReference, request.merchantReference));
    expect(rows).toHaveLength(1);
  });

  it('refuses a reference reused for another amount, and nonsense amounts', async () => {
    const request = checkoutRequest();
    await h.provider.createCheckout(request);
    await expect(h.provider.createCheckout({ ...request, amount: 9999 })).rejects.toThrow();
    await expect(h.provider.createCheckout(checkoutRequest({ amount: 0 }))).rejects.toThrow();
    await expect(h.provider.createCheckout(checkoutRequest({ amount: 1.5 }))).rejects.toThrow();
  });
});

describe('verifyWebhook', () => {
  const body = webhookPayload({
    eventId: 'evt_aaaaaaaabbbbbbbb',
    type: 'payment.succeeded',
    merchantReference: 'pay-x',
    amount: 500,
    currency: 'EUR',
  });
  const signed = (raw: string, at = h.clock.now()) => ({
    [SIGNATURE_HEADER]: signatureHeader(TEST_WEBHOOK_SECRET, raw, at),
  });

  it('answers the event for a valid, fresh signature', async () => {
    expect(await h.provider.verifyWebhook(signed(body), body)).toEqual({
      eventId: 'evt_aaaaaaaabbbbbbbb',
      type: 'payment.succeeded',
      merchantReference: 'pay-x',
      amount: 500,
      currency: 'EUR',
    });
  });

  it('answers null for no, a wrong, a stale signature or a tampered body', async () => {
    const stale = new Date(h.clock.now().getTime() - 6 * 60_000);
    const tampered = body.replace('500', '50000');
    expect(await h.provider.verifyWebhook({}, body)).toBeNull();
    expect(await h.provider.verifyWebhook({ [SIGNATURE_HEADER]: 't=1,v1=00' }, body)).toBeNull();
    expect(await h.provider.verifyWebhook(signed(body, stale), body)).toBeNull();
    expect(await h.provider.verifyWebhook(signed(body), tampered)).toBeNull();
  });

  it('answers null for a well-signed body of the wrong shape', async () => {
    const extra = JSON.stringify({ ...JSON.parse(body), bonus: true });
    expect(await h.provider.verifyWebhook(signed(extra), extra)).toBeNull();
  });

  it('reads the first value of a repeated header', async () => {
    const header = signed(body)[SIGNATURE_HEADER];
    expect(await h.provider.verifyWebhook({ [SIGNATURE_HEADER]: [header] }, body)).not.toBeNull();
  });
});

describe('payout', () => {
  const payout = (details: string, reference = newReference()): PayoutRequest => ({
    merchantReference: reference,
    amount: 2000,
    currency: EUR,
    methodKind: 'card',
    details,
  });

  it('pays out to a card, and refuses the declined test card’s ending', async () => {
    expect(await h.provider.payout(payout('4242424242424242'))).toEqual({
      status: 'success',
      reason: null,
    });
    expect(await h.provider.payout(payout('4000 0000 0000 0002'))).toEqual({
      status: 'failed',
      reason: 'payout_declined_by_provider',
    });
  });

  it('pays out to other kinds whatever their details', async () => {
    const wallet = { ...payout('wallet-0002'), methodKind: 'e_wallet' as const };
    expect((await h.provider.payout(wallet)).status).toBe('success');
  });

  it('happens once per reference: a repeat answers the first outcome', async () => {
    const reference = newReference();
    const results = await Promise.all([
      h.provider.payout(payout('4000000000000002', reference)),
      h.provider.payout(payout('4242424242424242', reference)),
      h.provider.payout(payout('4242424242424242', reference)),
    ]);
    expect(new Set(results.map((r) => r.status)).size).toBe(1);
    const rows = await transfersOf(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('payout');
  });
});

describe('refund', () => {
  const refund = (reference: string, amount = 1250) => ({
    merchantReference: reference,
    amount,
    currency: EUR,
  });

  it('fails for an unknown payment and for one not paid', async () => {
    const unknown = await h.provider.refund(refund(newReference()));
    expect(unknown).toEqual({ status: 'failed', reason: 'refund_not_possible' });
    const reference = newReference();
    await h.checkout({ merchantReference: reference });
    expect((await h.provider.refund(refund(reference))).reason).toBe('refund_not_possible');
  });

  it('refunds a paid checkout once, and tells the merchant by webhook', async () => {
    const reference = await paidCheckout();
    const before = (await h.deliveriesOf(reference)).length;
    expect(await h.provider.refund(refund(reference))).toEqual({ status: 'success', reason: null });
    expect(await h.provider.refund(refund(reference))).toEqual({ status: 'success', reason: null });
    const refunded = (await h.deliveriesOf(reference)).slice(before);
    expect(refunded).toHaveLength(2);
    expect(new Set(refunded.map((row) => row.eventId)).size).toBe(1);
    expect(JSON.parse(refunded[0]?.payload ?? '{}')).toMatchObject({
      type: 'payment.refunded',
      merchant_reference: reference,
      amount: 1250,
      currency: 'EUR',
    });
    expect(await transfersOf(reference)).toHaveLength(1);
  });

  it('refuses more than was paid, or another currency', async () => {
    const more = await paidCheckout();
    expect((await h.provider.refund(refund(more, 1251))).reason).toBe('refund_not_possible');
    const other = await paidCheckout();
    const usd = { ...refund(other), currency: { code: 'USD', precision: 2 } };
    expect((await h.provider.refund(usd)).reason).toBe('refund_not_possible');
  });
});

describe('abandoned checkouts', () => {
  it('are closed at the merchant’s time and the merchant is told they expired', async () => {
    const reference = newReference();
    const expiresAt = new Date(h.clock.now().getTime() + 10 * 60_000);
    const id = await h.checkout({ merchantReference: reference, expiresAt });
    expect((await h.checkoutRow(id))?.expiresAt).toEqual(expiresAt);
    h.clock.advance(10 * 60_000 - 1);
    expect(await h.provider.cancelExpired(h.clock.now())).toBe(0);
    h.clock.advance(1);
    expect(await h.provider.cancelExpired(h.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await h.checkoutRow(id))?.status).toBe('cancelled');
    const [delivery] = await h.deliveriesOf(reference);
    expect(JSON.parse(delivery?.payload ?? '{}').type).toBe('payment.expired');
    expect(await h.provider.cancelExpired(h.clock.now())).toBe(0);
  });
});

async function paidCheckout(): Promise<string> {
  const reference = newReference();
  const id = await h.checkout({ merchantReference: reference });
  const response = await h.postForm(`/web-api/payments/sandbox/checkout/${id}/card`, {
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
    holder: 'Test Player',
  });
  expect(response.statusCode).toBe(303);
  return reference;
}

function transfersOf(reference: string) {
  return h.database.db
    .select()
    .from(sandboxTransfers)
    .where(eq(sandboxTransfers.merchantReference, reference));
}
