import type { Payment } from '@arenabet/contracts/payments';

/*
 * The paycheck is found by the payment's numeric id (`?id=`); the reference (`?payment=`) is
 * what the provider and the player see, carried along for display while the payment loads.
 */

/** The paycheck's query string for a payment. */
export function paycheckSearch(payment: Pick<Payment, 'id' | 'reference'>): string {
  return `?${new URLSearchParams({ id: String(payment.id), payment: payment.reference })}`;
}

/** The payment id the paycheck shows, or null when the link carries none that could be one. */
export function paymentIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id') ?? '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

/** The player's account chosen on the recharge or deduce page, carried to its form. */
export function accountIdOf(search: URLSearchParams): number | undefined {
  const raw = search.get('account') ?? '';
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
}

/** `?account=<id>` for a form link, or nothing when the active account is meant. */
export function accountSearch(accountId: number | undefined): string {
  return accountId === undefined ? '' : `?account=${accountId}`;
}
