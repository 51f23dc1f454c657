import type { AccountsService, TransferRequest } from '../accounts/service.ts';
import { ledgerCurrency, type PaymentRow } from './payment-view.ts';
import type { ProviderCurrency } from './provider.ts';

/** The answer when the provider could not be reached: nothing was paid or credited. */
export const PROVIDER_UNAVAILABLE = 'payment_provider_unavailable';

/** The ledger's key of one step of a payment (hold, credit, payout…): each happens once. */
export const paymentMovementKey = (paymentId: number, step: string) =>
  `payment:${paymentId}:${step}`;

export function providerCurrency(currencyId: number): ProviderCurrency {
  const { code, precision } = ledgerCurrency(currencyId);
  return { code, precision };
}

/**
 * Money moved from one account to another for a step of a payment. Player accounts and house
 * accounts are both plain account ids here; the accounts service knows which is which.
 */
export function paymentMovement(
  payment: PaymentRow,
  step: string,
  kind: string,
  from: number,
  to: number,
): TransferRequest {
  return {
    idempotencyKey: paymentMovementKey(payment.id, step),
    kind,
    postings: [
      { accountId: from, amount: -payment.amount },
      { accountId: to, amount: payment.amount },
    ],
  };
}

/** The house's accounts a payment moves money through, in the payment's currency. */
export interface HouseAccounts {
  cash: number;
  pendingWithdrawals: number;
}

/**
 * Opened (on first use) before any transaction starts: opening one inside a transaction would
 * wait for that transaction's own connection on a single-connection database (PGlite).
 */
export async function houseAccountsFor(
  accounts: AccountsService,
  currencyId: number,
): Promise<HouseAccounts> {
  const [cash, pendingWithdrawals] = await Promise.all([
    accounts.houseAccount('house_cash', currencyId),
    accounts.houseAccount('pending_withdrawals', currencyId),
  ]);
  return { cash, pendingWithdrawals };
}
