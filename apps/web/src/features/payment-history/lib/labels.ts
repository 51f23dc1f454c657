import type { PaymentDirection, PaymentStatus } from '@arenabet/contracts/payments';
import type { PaymentMethodKind } from '@arenabet/contracts/site-config';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import type { HistoryPeriod } from './history-view.ts';

/* Dictionary keys of the history's words, as tables so the dictionary test sees every one. */

export const PERIOD_LABEL: Record<HistoryPeriod, string> = {
  all: i18nKey('payment_history_period_all'),
  today: i18nKey('payment_history_period_today'),
  '7d': i18nKey('payment_history_period_7d'),
  '30d': i18nKey('payment_history_period_30d'),
  custom: i18nKey('payment_history_period_custom'),
};

/** One payment's kind, in the table's type column. */
export const DIRECTION_LABEL: Record<PaymentDirection, string> = {
  deposit: i18nKey('payment_direction_deposit'),
  withdrawal: i18nKey('payment_direction_withdrawal'),
};

/** The type filter's choices: plural, since they pick many payments. */
export const DIRECTION_FILTER_LABEL: Record<PaymentDirection, string> = {
  deposit: i18nKey('payment_history_type_deposits'),
  withdrawal: i18nKey('payment_history_type_withdrawals'),
};

export const STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: i18nKey('payment_status_pending'),
  success: i18nKey('payment_status_success'),
  failed: i18nKey('payment_status_failed'),
  cancelled: i18nKey('payment_status_cancelled'),
  rejected: i18nKey('payment_status_rejected'),
  refunded: i18nKey('payment_status_refunded'),
};

export const METHOD_KIND_LABEL: Record<PaymentMethodKind, string> = {
  card: i18nKey('payment_method_kind_card'),
  bank_transfer: i18nKey('payment_method_kind_bank_transfer'),
  e_wallet: i18nKey('payment_method_kind_e_wallet'),
  crypto: i18nKey('payment_method_kind_crypto'),
};
