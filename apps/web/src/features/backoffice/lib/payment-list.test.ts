import type { BackofficePayment } from '@arenabet/contracts/payments';
import { describe, expect, it } from 'vitest';
import { pendingCountLabel, replacePayment } from './payment-list.ts';

const payment = (id: number, status: BackofficePayment['status']): BackofficePayment => ({
  id,
  reference: `R${id}`,
  direction: 'withdrawal',
  status,
  methodId: 'card',
  methodKind: 'card',
  accountId: 1,
  currency: { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian ruble', precision: 2 },
  amount: '10.00',
  details: '•••• 4242',
  reason: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  archived: false,
  playerId: 5,
  decidedBy: null,
  decidedAt: null,
});

describe('replacePayment', () => {
  it('swaps the payment in place, keeping the order', () => {
    const list = { payments: [payment(1, 'pending'), payment(2, 'pending')], hasMore: false };
    const next = replacePayment(list, payment(1, 'success'));
    expect(next.payments.map((item) => [item.id, item.status])).toEqual([
      [1, 'success'],
      [2, 'pending'],
    ]);
    expect(list.payments[0]?.status).toBe('pending');
  });

  it('leaves a list without the payment untouched', () => {
    const list = { payments: [payment(2, 'pending')], hasMore: false };
    expect(replacePayment(list, payment(1, 'success'))).toBe(list);
  });
});

describe('pendingCountLabel', () => {
  it('counts only what still waits, with a plus when the page is full', () => {
    expect(pendingCountLabel(undefined)).toBeNull();
    expect(pendingCountLabel({ payments: [], hasMore: false })).toBe('0');
    const decided = { payments: [payment(1, 'success'), payment(2, 'pending')], hasMore: false };
    expect(pendingCountLabel(decided)).toBe('1');
    expect(pendingCountLabel({ payments: [payment(2, 'pending')], hasMore: true })).toBe('1+');
  });
});
