import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../payments/provider.ts';
import {
  MERCHANT_ORIGIN,
  newReference,
  openSandboxHarness,
  type SandboxHarness,
} from './sandbox-test-kit.ts';

let h: SandboxHarness;
beforeAll(async () => {
  h = await openSandboxHarness();
});
afterAll(() => h.close());

const page = (id: string) => `/web-api/payments/sandbox/checkout/${id}`;
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Ann Lee' };
const withNumber = (number: string) => ({ ...GOOD_CARD, number });

async function open(overrides: Partial<CheckoutRequest> = {}) {
  const reference = newReference();
  const id = await h.checkout({ merchantReference: reference, ...overrides });
  return { id, reference };
}

const show = (id: string) => h.app.inject({ method: 'GET', url: page(id) });

/** The merchant's return URL with payment=<reference>, its own query kept. */
function expectBackAtMerchant(response: LightMyRequestResponse, reference: string) {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location));
  expect(location.origin).toBe(MERCHANT_ORIGIN);
  expect(location.pathname).toBe('/en/payments/recharge');
  expect(location.searchParams.get('from')).toBe('sandbox');
  expect(location.searchParams.get('payment')).toBe(reference);
}

async function eventsOf(reference: string) {
  return (await h.deliveriesOf(reference)).map((row) => ({
    ...JSON.parse(row.payload),
    due: row.dueAt.getTime() - row.createdAt.getTime(),
  }));
}

describe('the hosted page', () => {
  const languages = [
    { language: 'en', dir: 'ltr', lang: 'en', badge: 'Sandbox — test payments only' },
    { language: 'ru', dir: 'ltr', lang: 'ru', badge: 'Песочница — только тестовые платежи' },
    { language: 'ar', dir: 'rtl', lang: 'ar', badge: 'بيئة تجريبية — مدفوعات اختبارية فقط' },
    { language: 'fa', dir: 'rtl', lang: 'en', badge: 'Sandbox — test payments only' },
  ];
  const kinds = [
    { methodKind: 'card', en: 'Bank card', form: 'name="number"' },
    { methodKind: 'bank_transfer', en: 'Bank transfer', form: 'value="approve"' },
    { methodKind: 'e_wallet', en: 'E-wallet', form: 'value="approve"' },
    { methodKind: 'crypto', en: 'Cryptocurrency', form: 'value="approve"' },
  ] as const;

  for (const { language, dir, lang, badge } of languages) {
    for (const { methodKind, en, form } of kinds) {
      it(`renders for ${language}, ${methodKind}`, async () => {
        const { id, reference } = await open({ language, methodKind });
        const response = await show(id);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = response.body;
        expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
        expect(html).toContain(badge);
        expect(html).toContain('Arenabet');
        expect(html).toContain(reference);
        expect(html).toContain(form);
        expect(html).toContain('/cancel"');
        if (lang === 'en') expect(html).toContain(en);
        expect(html).not.toMatch(/<script|<link|src=/);
      });
    }
  }

  it('shows the amount in the currency’s own precision', async () => {
    const cases = [
      {
        amount: 123456,
        currency: { code: 'EUR', precision: 2 },
        language: 'en',
        shown: '1,234.56 EUR',
      },
      {
        amount: 123456,
        currency: { code: 'EUR', precision: 2 },
        language: 'ru',
        shown: '1 234,56 EUR',
      },
      { amount: 1500, currency: { code: 'JPY', precision: 0 }, language: 'en', shown: '1,500 JPY' },
      {
        amount: 150_000,
        currency: { code: 'BTC', precision: 8 },
        language: 'en',
        shown: '0.00150000 BTC',
      },
    ];
    for (const { amount, currency, language, shown } of cases) {
      const { id } = await open({ amount, currency, language });
      const html = (await show(id)).body.replace(/[\u2066\u2069]/g, '').replace(/\u00a0/g, ' ');
      expect(html).toContain(shown);
    }
  });

  it('lists the test cards on a card checkout', async () => {
    const { id } = await open();
    const html = (await show(id)).body;
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220']) {
      expect(html).toContain(card);
    }
  });

  it('is sent with headers that keep it from loading, framing or posting anything else', async () => {
    const { id } = await open();
    const response = await show(id);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain(`form-action 'self' ${MERCHANT_ORIGIN}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown checkout with a page, not an error body', async () => {
    for (const id of ['co_AAAAAAAAAAAAAAAAAAAAAAAA', 'nonsense', '%3Cscript%3E']) {
      const response = await show(id);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Payment not found');
    }
  });
});

describe('paying by card', () => {
  it('succeeds with the success card: paid, two deliveries of one event, back to the merchant', async () => {
    const { id, reference } = await open();
    const response = await h.postForm(`${page(id)}/card`, GOOD_CARD);
    expectBackAtMerchant(response, reference);
    expect(await h.checkoutRow(id)).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    const events = await eventsOf(reference);
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.type)).toEqual(['payment.succeeded', 'payment.succeeded']);
    expect(events[0]?.event_id).toBe(events[1]?.event_id);
    expect(events.map((e) => e.due)).toEqual([500, 2000]);
    expect(events[0]).toMatchObject({
      merchant_reference: reference,
      amount: 1250,
      currency: 'EUR',
    });
  });

  it('is declined with the declined card', async () => {
    const { id, reference } = await open();
    const response = await h.postForm(`${page(id)}/card`, withNumber('4000000000000002'));
    expectBackAtMerchant(response, reference);
    expect((await h.checkoutRow(id))?.status).toBe('declined');
    expect((await eventsOf(reference)).map((e) => e.type)).toEqual([
      'payment.failed',
      'payment.failed',
    ]);
  });

  it('shows field errors and changes nothing for a bad form', async () => {
    const { id, reference } = await open();
    const cases = [
      { form: withNumber('4242 4242 4242 4241'), error: 'Check the card number.' },
      { form: withNumber('42'), error: 'Check the card number.' },
      { form: { ...GOOD_CARD, expiry: '13/30' }, error: 'Enter the expiry date as MM/YY.' },
      { form: { ...GOOD_CARD, expiry: '02/26' }, error: 'This card has expired.' },
      { form: { ...GOOD_CARD, cvc: '12' }, error: 'The CVC is 3 or 4 digits.' },
      { form: { ...GOOD_CARD, cvc: '12a' }, error: 'The CVC is 3 or 4 digits.' },
      { form: { ...GOOD_CARD, holder: '  ' }, error: 'Enter the name printed on the card.' },
      { form: withNumber('5555 5555 5555 4444'), error: 'use one of the test cards below' },
    ];
    for (const { form, error } of cases) {
      const response = await h.postForm(`${page(id)}/card`, form);
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(error);
      expect(response.body).toContain('aria-invalid="true"');
      expect(response.body).not.toContain(`value="${form.cvc}"`);
    }
    expect((await h.checkoutRow(id))?.status).toBe('open');
    expect(await h.deliveriesOf(reference)).toEqual([]);
  });

  it('keeps a card valid through the last day of its expiry month', async () => {
    const { id } = await open();
    // The harness clock is 10 March 2026.
    const response = await h.postForm(`${page(id)}/card`, { ...GOOD_CARD, expiry: '03/26' });
    expect(response.statusCode).toBe(303);
  });

  it('pays only once when the form is sent twice', async () => {
    const { id, reference } = await open();
    const [first, second] = await Promise.all([
      h.postForm(`${page(id)}/card`, GOOD_CARD),
      h.postForm(`${page(id)}/card`, GOOD_CARD),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([303, 409]);
    expect(await h.deliveriesOf(reference)).toHaveLength(2);
    const closed = await show(id);
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('This payment is closed');
    expect(closed.body).toContain('It has already been paid.');
  });
});

describe('3-D Secure', () => {
  async function atThreeDs() {
    const opened = await open();
    const response = await h.postForm(`${page(opened.id)}/card`, withNumber('4000000000003220'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(page(opened.id));
    return opened;
  }

  it('asks for the code, showing the test code, then succeeds with it', async () => {
    const { id, reference } = await atThreeDs();
    const step = await show(id);
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('Confirm the payment');
    expect(step.body).toContain('123456');
    expect(step.body).not.toContain('name="number"');
    expect((await h.checkoutRow(id))?.status).toBe('three_ds');
    const response = await h.postForm(`${page(id)}/three-ds`, { code: '123456' });
    expectBackAtMerchant(response, reference);
    expect(await h.checkoutRow(id)).toMatchObject({ status: 'succeeded', cardLast4: '3220' });
    expect((await eventsOf(reference))[0]?.type).toBe('payment.succeeded');
  });

  it('declines after three wrong codes, counting down', async () => {
    const { id, reference } = await atThreeDs();
    for (const left of [2, 1]) {
      const response = await h.postForm(`${page(id)}/three-ds`, { code: '000000' });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(`Attempts left: ${left}.`);
    }
    expect(await h.deliveriesOf(reference)).toEqual([]);
    const last = await h.postForm(`${page(id)}/three-ds`, { code: '111111' });
    expectBackAtMerchant(last, reference);
    expect(await h.checkoutRow(id)).toMatchObject({ status: 'declined', threeDsFailures: 3 });
    expect((await eventsOf(reference)).map((e) => e.type)).toEqual([
      'payment.failed',
      'payment.failed',
    ]);
    const late = await h.postForm(`${page(id)}/three-ds`, { code: '123456' });
    expect(late.statusCode).toBe(409);
    expect((await h.checkoutRow(id))?.status).toBe('declined');
  });

  it('can be cancelled at the code step', async () => {
    const { id, reference } = await atThreeDs();
    expectBackAtMerchant(await h.postForm(`${page(id)}/cancel`, {}), reference);
    expect((await h.checkoutRow(id))?.status).toBe('cancelled');
  });
});

describe('other kinds, cancelling, expiry', () => {
  it('approves and declines a non-card test payment', async () => {
    for (const [decision, status, type] of [
      ['approve', 'succeeded', 'payment.succeeded'],
      ['decline', 'declined', 'payment.failed'],
    ] as const) {
      const { id, reference } = await open({ methodKind: 'bank_transfer' });
      expectBackAtMerchant(await h.postForm(`${page(id)}/decision`, { decision }), reference);
      expect((await h.checkoutRow(id))?.status).toBe(status);
      expect((await eventsOf(reference))[0]?.type).toBe(type);
    }
  });

  it('does not take a decision for a card payment, nor a card for a wallet', async () => {
    const card = await open();
    const decided = await h.postForm(`${page(card.id)}/decision`, { decision: 'approve' });
    expect(decided.statusCode).toBe(200);
    const wallet = await open({ methodKind: 'e_wallet' });
    expect((await h.postForm(`${page(wallet.id)}/card`, GOOD_CARD)).statusCode).toBe(200);
    expect((await h.checkoutRow(card.id))?.status).toBe('open');
    expect((await h.checkoutRow(wallet.id))?.status).toBe('open');
  });

  it('cancels: back to the merchant, who is told', async () => {
    const { id, reference } = await open();
    const response = await h.app.inject({ method: 'POST', url: `${page(id)}/cancel` });
    expectBackAtMerchant(response, reference);
    expect((await h.checkoutRow(id))?.status).toBe('cancelled');
    expect((await eventsOf(reference)).map((e) => e.type)).toEqual([
      'payment.cancelled',
      'payment.cancelled',
    ]);
    expect((await show(id)).body).toContain('It was cancelled.');
  });

  it('expires at once on the tester’s action, and the merchant is told', async () => {
    const { id, reference } = await open();
    const before = await show(id);
    expect(before.body).toContain('Left unpaid, this page closes 30 min after it opened.');
    const expired = await h.postForm(`${page(id)}/expire`, {});
    expect(expired.statusCode).toBe(303);
    expect(expired.headers.location).toBe(page(id));
    expect((await show(id)).body).toContain('Its time ran out before it was paid.');
    expect((await eventsOf(reference)).map((e) => e.type)).toContain('payment.expired');
    expect((await h.postForm(`${page(id)}/card`, GOOD_CARD)).statusCode).toBe(409);
    expect((await h.postForm(`${page(id)}/expire`, {})).statusCode).toBe(409);
  });

  it('closes after 30 minutes: the page says so and takes no card', async () => {
    const { id, reference } = await open();
    h.clock.advance(30 * 60_000);
    const shown = await show(id);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('This payment is closed');
    expect(shown.body).toContain('Its time ran out before it was paid.');
    expect(shown.body).toContain(`payment=${reference}`);
    expect((await h.postForm(`${page(id)}/card`, GOOD_CARD)).statusCode).toBe(409);
    expect((await h.postForm(`${page(id)}/cancel`, {})).statusCode).toBe(409);
    expect((await h.checkoutRow(id))?.status).toBe('open');
    expect(await h.deliveriesOf(reference)).toEqual([]);
  });

  it('refuses a form that is not a form', async () => {
    const { id } = await open();
    const response = await h.app.inject({
      method: 'POST',
      url: `${page(id)}/card`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(GOOD_CARD),
    });
    expect(response.statusCode).toBe(415);
    expect((await h.checkoutRow(id))?.status).toBe('open');
  });
});

describe('without duplicate webhooks', () => {
  it('queues one delivery per event', async () => {
    const single = await openSandboxHarness({ duplicateWebhooks: false, webhookDelayMs: 0 });
    try {
      const reference = newReference();
      const id = await single.checkout({ merchantReference: reference });
      await single.postForm(`${page(id)}/card`, GOOD_CARD);
      const rows = await single.deliveriesOf(reference);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.dueAt.getTime()).toBe(single.clock.now().getTime());
    } finally {
      await single.close();
    }
  });
});
