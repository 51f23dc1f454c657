/*
 * Real payments for this module's route tests, made through the payments module and the
 * sandbox provider (payments-test-kit.ts): a request is about a payment the player really has.
 */
import type { Payment } from '@arenabet/contracts/payments';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import {
  deliverWebhooks,
  deposited,
  type Payer,
  payByCard,
  paymentOf,
  startDeposit,
  TEST_CARDS,
  withdraw,
} from '../payments/payments-test-kit.ts';

const DAY_MS = 24 * 3_600_000;

/** A deposit started and not paid yet: the cheapest payment to make. */
export async function pendingDeposit(t: TestApp, who: Payer, amount = '25'): Promise<Payment> {
  const started = await startDeposit(t, who, amount);
  expect(started.payment.status).toBe('pending');
  return started.payment;
}

/** Declines the card on the deposit's hosted page; the provider's webhook fails the payment. */
export async function failDeposit(t: TestApp, who: Payer, amount = '25'): Promise<Payment> {
  const started = await startDeposit(t, who, amount);
  await payByCard(t, started.redirectUrl, TEST_CARDS.declined);
  await deliverWebhooks(t);
  const payment = await paymentOf(t, who, started.payment.id);
  expect(payment.status).toBe('failed');
  return payment;
}

/** A withdrawal waiting for review; the player deposits by card first, as withdrawals need. */
export async function pendingWithdrawal(t: TestApp, who: Payer): Promise<Payment> {
  await deposited(t, who, '100');
  const answer = await withdraw(t, who, { amount: '30' });
  expect(answer.statusCode, answer.body).toBe(200);
  const payment: Payment = answer.json().data.attributes;
  expect(payment).toMatchObject({ direction: 'withdrawal', status: 'pending' });
  return payment;
}

/** The calendar day (UTC, 'YYYY-MM-DD') that many days from the app's clock. */
export function dayFrom(t: TestApp, days: number): string {
  return new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
