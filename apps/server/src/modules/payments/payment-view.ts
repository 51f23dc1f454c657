import {
  PAYMENT_ARCHIVE_DAYS,
  type Payment,
  type PaymentCurrency,
} from '@arenabet/contracts/payments';
import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import { type Currency, currencyById } from '@arenabet/reference/currencies';
import type { payments } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

const DAY_MS = 86_400_000;

/** The ledger's currency of an account; accounts open only in known currencies. */
export function ledgerCurrency(currencyId: number): Currency {
  const currency = currencyById(currencyId);
  if (!currency) throw new Error(`Unknown currency ${currencyId}`);
  return currency;
}

export function paymentCurrency(currencyId: number): PaymentCurrency {
  const { id, code, symbol, name, precision } = ledgerCurrency(currencyId);
  return { id, iso: code, symbol, name, precision };
}

/** Minor units as the decimal text the calls carry. */
export function decimalAmount(amount: number, currencyId: number): string {
  return fromMinorUnits(safeMinorUnits(amount), ledgerCurrency(currencyId).precision);
}

export function archiveCutoff(now: Date): Date {
  return new Date(now.getTime() - PAYMENT_ARCHIVE_DAYS * DAY_MS);
}

export function paymentView(row: PaymentRow, now: Date): Payment {
  return {
    id: row.id,
    reference: row.reference,
    direction: row.direction,
    status: row.status,
    methodId: row.methodId,
    methodKind: row.methodKind,
    accountId: row.accountId,
    currency: paymentCurrency(row.currencyId),
    amount: decimalAmount(row.amount, row.currencyId),
    details: row.details,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    archived: row.createdAt < archiveCutoff(now),
  };
}
