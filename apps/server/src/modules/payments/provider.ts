import type { PaymentMethodKind } from '@arenabet/contracts/site-config';

/*
 * What the payments module needs of a payment provider. The built-in sandbox
 * (`modules/payment-sandbox`) implements it; a real provider plugs in behind the same
 * interface. Amounts are integers of minor units; references are the merchant's
 * (`payments.reference`), so every call is idempotent on the provider's side.
 */

export interface ProviderCurrency {
  /** ISO 4217 code or crypto ticker. */
  code: string;
  precision: number;
}

export interface CheckoutRequest {
  merchantReference: string;
  amount: number;
  currency: ProviderCurrency;
  methodKind: PaymentMethodKind;
  /** The site's language, for the hosted page. */
  language: string;
  /** Where the hosted page sends the player back: `?payment=<reference>` is appended. */
  returnUrl: string;
  /** Where the provider posts its signed events. */
  webhookUrl: string;
  /** When the hosted page closes unpaid; the provider then sends `payment.expired`. */
  expiresAt: Date;
}

export interface CheckoutSession {
  /** The provider's hosted payment page. */
  redirectUrl: string;
  providerReference: string;
}

export interface PayoutRequest {
  merchantReference: string;
  amount: number;
  currency: ProviderCurrency;
  methodKind: PaymentMethodKind;
  /** Card number, IBAN, wallet id or address, normalised. */
  details: string;
}

export interface RefundRequest {
  merchantReference: string;
  amount: number;
  currency: ProviderCurrency;
}

/** A payout or refund: done, or refused with a dictionary key saying why. */
export interface TransferOutcome {
  status: 'success' | 'failed';
  reason: string | null;
}

export const WEBHOOK_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.cancelled',
  /** The player left the hosted page unpaid until it closed. */
  'payment.expired',
  'payment.refunded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A verified event: only these ever change a payment. */
export interface WebhookEvent {
  /** Unique per event; a redelivery carries the same id. */
  eventId: string;
  type: WebhookEventType;
  merchantReference: string;
  amount: number;
  currency: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly id: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  payout(request: PayoutRequest): Promise<TransferOutcome>;
  refund(request: RefundRequest): Promise<TransferOutcome>;
  /** The event when the signature over the raw body is valid and fresh; otherwise null. */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<WebhookEvent | null>;
}
