import {
  PAYMENT_REQUEST_TOPIC_RULES,
  type PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import { pathFor } from '../../../shared/routes/path-for.ts';

/*
 * The steps of a new request carry the topic and the chosen payment in the address
 * (?topic=…&payment=…), so a reload or the back button keeps the player's place.
 */

/** After the topic: the payment, or straight to the form when the topic has none. */
export function nextStepPath(topic: PaymentRequestTopic, language: string): string {
  return PAYMENT_REQUEST_TOPIC_RULES[topic].payment === null
    ? fillOutPath(topic, null, language)
    : transactionsPath(topic, null, language);
}

export function transactionsPath(
  topic: PaymentRequestTopic,
  paymentId: number | null,
  language: string,
): string {
  return `${pathFor('paymentConsultantTransactions', {}, language)}?${stepQuery(topic, paymentId)}`;
}

export function fillOutPath(
  topic: PaymentRequestTopic,
  paymentId: number | null,
  language: string,
): string {
  return `${pathFor('paymentConsultantFillOut', {}, language)}?${stepQuery(topic, paymentId)}`;
}

function stepQuery(topic: PaymentRequestTopic, paymentId: number | null): string {
  const query = new URLSearchParams({ topic });
  if (paymentId !== null) query.set('payment', String(paymentId));
  return query.toString();
}

/** `?payment=` as a payment id, or null when absent or not an id. */
export function paymentIdParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
