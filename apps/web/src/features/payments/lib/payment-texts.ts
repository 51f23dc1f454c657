import type { PaymentDirection, PaymentStatus } from '@arenabet/contracts/payments';
import type { PaymentMethodKind } from '@arenabet/domain';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';

/** Dictionary keys of the statuses, as the badge writes them. */
export const STATUS_KEY: Record<PaymentStatus, string> = {
  pending: i18nKey('payment_status_pending'),
  success: i18nKey('payment_status_success'),
  failed: i18nKey('payment_status_failed'),
  cancelled: i18nKey('payment_status_cancelled'),
  rejected: i18nKey('payment_status_rejected'),
  refunded: i18nKey('payment_status_refunded'),
};

/** How a status reads at a glance: money in, money refused, still waiting, or given back. */
export type StatusTone = 'good' | 'bad' | 'waiting' | 'neutral';

export const STATUS_TONE: Record<PaymentStatus, StatusTone> = {
  pending: 'waiting',
  success: 'good',
  failed: 'bad',
  cancelled: 'bad',
  rejected: 'bad',
  refunded: 'neutral',
};

/** Dictionary keys of the method kinds. */
export const METHOD_KIND_KEY: Record<PaymentMethodKind, string> = {
  card: i18nKey('payment_method_kind_card'),
  bank_transfer: i18nKey('payment_method_kind_bank_transfer'),
  e_wallet: i18nKey('payment_method_kind_e_wallet'),
  crypto: i18nKey('payment_method_kind_crypto'),
};

/** One line under a method's name: how the money travels and how fast. */
export const METHOD_KIND_NOTE_KEY: Record<PaymentMethodKind, string> = {
  card: i18nKey('payment_method_card_note'),
  bank_transfer: i18nKey('payment_method_bank_transfer_note'),
  e_wallet: i18nKey('payment_method_e_wallet_note'),
  crypto: i18nKey('payment_method_crypto_note'),
};

const OUTCOME_KEY: Record<PaymentDirection, Record<PaymentStatus, string>> = {
  deposit: {
    pending: i18nKey('payment_paycheck_deposit_pending'),
    success: i18nKey('payment_paycheck_deposit_success'),
    failed: i18nKey('payment_paycheck_deposit_failed'),
    cancelled: i18nKey('payment_paycheck_deposit_cancelled'),
    // Only withdrawals are rejected; a deposit never is, but the map is total.
    rejected: i18nKey('payment_paycheck_deposit_cancelled'),
    refunded: i18nKey('payment_paycheck_deposit_refunded'),
  },
  withdrawal: {
    pending: i18nKey('payment_paycheck_withdrawal_pending'),
    success: i18nKey('payment_paycheck_withdrawal_success'),
    // A rejected or failed payout gives the held money back; the player is told so.
    failed: i18nKey('payment_paycheck_withdrawal_returned'),
    cancelled: i18nKey('payment_paycheck_withdrawal_returned'),
    rejected: i18nKey('payment_paycheck_withdrawal_rejected'),
    refunded: i18nKey('payment_paycheck_withdrawal_returned'),
  },
};

/** What the receipt says happened to the money, by direction and status. */
export function outcomeKey(direction: PaymentDirection, status: PaymentStatus): string {
  return OUTCOME_KEY[direction][status];
}

export const DIRECTION_KEY: Record<PaymentDirection, string> = {
  deposit: i18nKey('payment_direction_deposit'),
  withdrawal: i18nKey('payment_direction_withdrawal'),
};
