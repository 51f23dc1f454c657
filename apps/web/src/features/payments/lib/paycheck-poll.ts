import type { PaymentStatus } from '@arenabet/contracts/payments';

/*
 * A pending deposit usually settles within seconds of the player's return from the hosted page
 * (the provider's webhook), so the paycheck asks often at first; after that the wait is for a
 * late webhook or an operator, and asking every few seconds is enough.
 */
export const FAST_POLL_MS = 1_000;
export const SLOW_POLL_MS = 5_000;
export const FAST_POLL_WINDOW_MS = 30_000;

/** How long until the paycheck asks again, or false once the payment is decided. */
export function paycheckPollInterval(status: PaymentStatus, watchedMs: number): number | false {
  if (status !== 'pending') return false;
  return watchedMs < FAST_POLL_WINDOW_MS ? FAST_POLL_MS : SLOW_POLL_MS;
}

/**
 * A decided payment moved money (or gave it back): the balances are to be read again. Also when
 * the page first sees it decided: a payment often is before its page's first read (the card
 * form returns after the decision), and the header still shows the balance from before.
 */
export function settledNow(before: PaymentStatus | undefined, now: PaymentStatus): boolean {
  return now !== 'pending' && now !== before;
}
