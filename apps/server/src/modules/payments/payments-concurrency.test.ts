import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signatureHeader } from '../payment-sandbox/signature.ts';
import { serverSecret } from '../system/secrets.ts';
import {
  balanceOf,
  deposited,
  newKey,
  operatorPost,
  payer,
  paymentOf,
  startDeposit,
  withdraw,
} from './payments-test-kit.ts';

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('payments under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('credits a deposit once when its webhook arrives 50 times at once', async () => {
    const p = await payer(t);
    const started = await startDeposit(t, p, '10');
    const body = JSON.stringify({
      event_id: newKey(),
      type: 'payment.succeeded',
      merchant_reference: started.payment.reference,
      amount: 1000,
      currency: 'EUR',
    });
    const secret = await serverSecret(t.database.db, 'payment-sandbox-webhook-key');
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/payments/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signatureHeader(secret, body, t.clock.now()),
        },
        payload: body,
      });
    const answers = await Promise.all(Array.from({ length: 50 }, deliver));
    const outcomes = answers.map((answer) => answer.json().outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(49);
    expect(await balanceOf(t, p)).toBe(10);
    expect((await paymentOf(t, p, started.payment.id)).status).toBe('success');
  });

  it('moves money once for one Idempotency-Key sent by 20 requests at once', async () => {
    const p = await payer(t);
    await deposited(t, p, '100');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(t, p, { amount: '25' }, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data.attributes.id)).size).toBe(1);
    expect(await balanceOf(t, p)).toBe(75);
  });

  it('lets one of two operators decide a withdrawal', async () => {
    const p = await payer(t);
    await deposited(t, p, '100');
    const payment = (await withdraw(t, p, { amount: '40' })).json().data.attributes;
    const url = `/web-api/backoffice/payments/${payment.id}`;
    const [approve, reject] = await Promise.all([
      operatorPost(t, `${url}/approve`),
      operatorPost(t, `${url}/reject`, { reason: 'Duplicate request' }),
    ]);
    const codes = [approve.statusCode, reject.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const balance = await balanceOf(t, p);
    expect(balance).toBe(approve.statusCode === 200 ? 60 : 100);
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('never lets concurrent withdrawals overdraw the balance', async () => {
    const p = await payer(t);
    await deposited(t, p, '100');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => withdraw(t, p, { amount: '10' })),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.json().validation_errors).toEqual({ amount: ['account_insufficient_funds'] });
    }
    expect(await balanceOf(t, p)).toBe(0);
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  });
});
