import type {
  PaymentRequestFieldId,
  PaymentRequestStatus,
  PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import type { PaymentDirection, PaymentStatus } from '@arenabet/contracts/payments';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';

interface TopicText {
  title: string;
  /** What the topic is for and what the payment team does with it. */
  explanation: string;
  icon: IconName;
}

export const TOPIC_TEXTS: Record<PaymentRequestTopic, TopicText> = {
  deposit_not_credited: {
    title: i18nKey('payment_request_topic_deposit_not_credited'),
    explanation: i18nKey('payment_request_topic_deposit_not_credited_text'),
    icon: 'wallet',
  },
  withdrawal_delayed: {
    title: i18nKey('payment_request_topic_withdrawal_delayed'),
    explanation: i18nKey('payment_request_topic_withdrawal_delayed_text'),
    icon: 'compass',
  },
  wrong_amount: {
    title: i18nKey('payment_request_topic_wrong_amount'),
    explanation: i18nKey('payment_request_topic_wrong_amount_text'),
    icon: 'scale',
  },
  refund_request: {
    title: i18nKey('payment_request_topic_refund_request'),
    explanation: i18nKey('payment_request_topic_refund_request_text'),
    icon: 'shield',
  },
  other: {
    title: i18nKey('payment_request_topic_other'),
    explanation: i18nKey('payment_request_topic_other_text'),
    icon: 'info',
  },
};

interface FieldText {
  label: string;
  hint: string;
}

export const FIELD_TEXTS: Record<PaymentRequestFieldId, FieldText> = {
  payment_date: {
    label: i18nKey('payment_request_field_payment_date'),
    hint: i18nKey('payment_request_field_payment_date_hint'),
  },
  amount: {
    label: i18nKey('payment_request_field_amount'),
    hint: i18nKey('payment_request_field_amount_hint'),
  },
  expected_amount: {
    label: i18nKey('payment_request_field_expected_amount'),
    hint: i18nKey('payment_request_field_expected_amount_hint'),
  },
  card_last4: {
    label: i18nKey('payment_request_field_card_last4'),
    hint: i18nKey('payment_request_field_card_last4_hint'),
  },
};

export const STATUS_TEXTS: Record<PaymentRequestStatus, string> = {
  open: i18nKey('payment_request_status_open'),
  answered: i18nKey('payment_request_status_answered'),
  closed: i18nKey('payment_request_status_closed'),
};

export const DIRECTION_TEXTS: Record<PaymentDirection, string> = {
  deposit: i18nKey('payment_request_direction_deposit'),
  withdrawal: i18nKey('payment_request_direction_withdrawal'),
};

export const PAYMENT_STATUS_TEXTS: Record<PaymentStatus, string> = {
  pending: i18nKey('payment_request_payment_pending'),
  success: i18nKey('payment_request_payment_success'),
  failed: i18nKey('payment_request_payment_failed'),
  cancelled: i18nKey('payment_request_payment_cancelled'),
  rejected: i18nKey('payment_request_payment_rejected'),
  refunded: i18nKey('payment_request_payment_refunded'),
};

/** The payment step as the topic page announces it. */
export const ASK_PAYMENT_TEXTS: Record<PaymentDirection | 'any', string> = {
  deposit: i18nKey('payment_consultant_ask_payment_deposit'),
  withdrawal: i18nKey('payment_consultant_ask_payment_withdrawal'),
  any: i18nKey('payment_consultant_ask_payment_any'),
};
